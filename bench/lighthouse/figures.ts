import { get } from "node:http";
import type { Result as LighthouseResult } from "lighthouse";
import { mainThreadCpuShare, type TraceEvent } from "./main-thread-cpu.ts";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const gzipSizes = new Map<string, Promise<number>>();

/**
 * The gzip-compressed body size of a response as the server sends it (what
 * "KB gzip" means), without HTTP/1.1 headers, which HTTP/2 would compress away.
 */
export function gzipBodySize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = new Promise((resolve, reject) => {
      get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      }).on("error", reject);
    });
    gzipSizes.set(url, size);
  }
  return size;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const score = (value: number | null) => (value === null ? "n/a" : value.toFixed(2));

// ---------------------------------------------------------------- one Lighthouse run

export interface RunFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's main-thread work during the load (ms, scaled by the CPU multiplier as Lighthouse does). */
  mainThreadMs: number;
  /**
   * The part of it the main thread spent computing, not waiting
   * (bench/lighthouse/main-thread-cpu.ts, docs/decisions/086); NaN without a trace.
   */
  mainThreadCpuMs: number;
  cls: number;
  totalBytes: number;
  /** gzip bodies of the page load's scripts (the budget's "JavaScript on first load"). */
  jsBytes: number;
  /** The same scripts' transfer size, with their HTTP/1.1 headers. */
  jsTransferBytes: number;
  scripts: string[];
  requests: number;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
  thirdPartyRequests: string[];
  renderBlockingThirdParty: string[];
  /** Audits of the four categories that did not pass, with their score. */
  failedAudits: string[];
}

export interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

export async function figuresOf(
  lhr: LighthouseResult,
  origin: string,
  trace?: readonly TraceEvent[],
): Promise<RunFigures> {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests = ((audit("network-requests")?.details as { items?: NetworkItem[] })?.items ?? []).filter(
    (item) => !item.url.startsWith("data:"),
  );
  const isThirdParty = (url: string) => {
    try {
      return new URL(url).origin !== origin;
    } catch {
      return false;
    }
  };
  const blockingItems =
    (audit("render-blocking-insight")?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const failedAudits: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const result = audit(ref.id);
      if (!result || ref.weight === 0) continue;
      if (result.score !== null && result.score < 1) {
        failedAudits.push(`${category.id}/${ref.id}=${result.score}`);
      }
    }
  }
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const scriptSizes = await Promise.all(
    scripts.map((item) =>
      isThirdParty(item.url) ? Promise.resolve(item.transferSize ?? 0) : gzipBodySize(item.url),
    ),
  );
  const mainThreadMs = numeric("mainthread-work-breakdown");
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    bestPractices: lhr.categories["best-practices"]?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    mainThreadMs,
    mainThreadCpuMs: mainThreadMs * (mainThreadCpuShare(trace ?? []) ?? Number.NaN),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsBytes: scriptSizes.reduce((sum, size) => sum + size, 0),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.map((item) => item.url.replace(origin, "")),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    thirdPartyRequests: requests.map((item) => item.url).filter(isThirdParty),
    renderBlockingThirdParty: blockingItems
      .map((item) => item.url ?? "")
      .filter((url) => url && isThirdParty(url)),
    failedAudits,
  };
}

/**
 * The firm's profile at build time (docs/decisions/099): read, validated, its images
 * resolved, and the facts still missing listed. The repository's profile is
 * app/content/firm-profile.ts; `FIRM_PROFILE=path/to/profile.json` builds with
 * another (tests/fixtures/firm-profile.example.json: the example of the tests and
 * screenshots). vite.config.ts bakes the result into the pages as `__FIRM_PROFILE__`
 * (app/lib/firm.server.ts reads it) and serves the images at /firm/<file name>.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { z } from "zod";
import { firmProfile as repositoryProfile } from "../app/content/firm-profile.ts";
import {
  FirmProfileSchema,
  missingFacts,
  untranslatedFacts,
  type FirmProfile,
} from "../domain/site/firm-profile.ts";

/** Where the repository's profile lives (its images are beside it). */
export const repositoryProfileFile = "app/content/firm-profile.ts";

/** URL path under which the pages get the profile's images. */
const imagePrefix = "/firm/";

export interface LoadedFirmProfile {
  /** The validated profile, its images as URL paths (/firm/<file name>). */
  readonly profile: FirmProfile;
  /** Each image's URL path and the file it is read from. */
  readonly images: ReadonlyMap<string, string>;
  /** The file it came from, relative to the project. */
  readonly source: string;
}

/** A profile that cannot be built with: one line per problem, each naming the field. */
export class FirmProfileError extends Error {
  override readonly name = "FirmProfileError";
}

function problems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(profile)"} ${issue.message}`).join("; ");
}

/** The raw profile: the JSON file `FIRM_PROFILE` names, else the repository's. */
function readRaw(env: Record<string, string | undefined>, root: string): { raw: unknown; file: string } {
  const named = env.FIRM_PROFILE?.trim();
  if (!named) return { raw: repositoryProfile, file: path.join(root, repositoryProfileFile) };
  const file = path.resolve(root, named);
  if (!existsSync(file)) throw new FirmProfileError(`FIRM_PROFILE: no file at ${named}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new FirmProfileError(`FIRM_PROFILE: ${named} is not JSON (${(error as Error).message})`);
  }
  // JSON has no comments: a top-level "$comment" says what the file is, and is not part of the profile.
  if (raw && typeof raw === "object" && "$comment" in raw) {
    const { $comment: _comment, ...rest } = raw as Record<string, unknown>;
    raw = rest;
  }
  return { raw, file };
}

/** Reads and validates the profile; its images must exist, and have different file names. */
export function loadFirmProfile(
  env: Record<string, string | undefined> = process.env,
  root: string = process.cwd(),
): LoadedFirmProfile {
  const { raw, file } = readRaw(env, root);
  const source = path.relative(root, file);
  const result = FirmProfileSchema.safeParse(raw);
  if (!result.success) throw new FirmProfileError(`firm profile ${source}: ${problems(result.error)}`);

  const images = new Map<string, string>();
  const resolve = (relative: string, field: string): string => {
    const image = path.resolve(path.dirname(file), relative);
    if (!existsSync(image))
      throw new FirmProfileError(`firm profile ${source}: ${field} ${relative}: no such file`);
    const url = `${imagePrefix}${path.basename(image)}`;
    const other = images.get(url);
    if (other !== undefined && other !== image)
      throw new FirmProfileError(
        `firm profile ${source}: ${field} ${relative}: another image has the same file name`,
      );
    images.set(url, image);
    return url;
  };
  const profile: FirmProfile = {
    ...result.data,
    partners: result.data.partners.map((partner, i) =>
      partner.photo ? { ...partner, photo: resolve(partner.photo, `partners.${i}.photo`) } : partner,
    ),
    clients: result.data.clients.map((client, i) =>
      client.logo ? { ...client, logo: resolve(client.logo, `clients.${i}.logo`) } : client,
    ),
  };
  return { profile, images, source };
}

/** What the build prints: one line per fact the firm has still to supply. */
export function missingFactLines(loaded: LoadedFirmProfile): string[] {
  return [...missingFacts(loaded.profile), ...untranslatedFacts(loaded.profile)].map(
    (fact) => `firm profile (${loaded.source}) lacks ${fact}`,
  );
}

const contentTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/** Settings of earlier builds that the profile replaced: set, they would be silently ignored. */
const replacedSettings = ["SITE_LEGAL_NAME", "SITE_LEGAL_ADDRESS", "SITE_LEGAL_ADDRESS_EN"] as const;

/** The warnings of a build: the facts still missing, and any replaced setting still set. */
export function buildWarnings(
  loaded: LoadedFirmProfile,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const replaced = replacedSettings
    .filter((name) => env[name]?.trim())
    .map(
      (name) =>
        `${name} is no longer read: the firm's legal name and address are its profile (${repositoryProfileFile})`,
    );
  return [...replaced, ...missingFactLines(loaded)];
}

let warned = false;

/**
 * The profile in the build: `__FIRM_PROFILE__` for the code, the images in
 * build/client/firm/ (served from the same path by `npm run dev`), and the warnings,
 * printed once per build.
 */
export function firmProfilePlugin(loaded: LoadedFirmProfile = loadFirmProfile()): Plugin {
  return {
    name: "pontas:firm-profile",
    config: () => ({ define: { __FIRM_PROFILE__: JSON.stringify(loaded.profile) } }),
    configResolved(config) {
      if (config.command !== "build" || warned) return;
      warned = true;
      for (const line of buildWarnings(loaded)) config.logger.warn(`warning: ${line}`);
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [url, file] of loaded.images) {
        this.emitFile({ type: "asset", fileName: url.slice(1), source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url ? loaded.images.get(req.url.split("?")[0]!) : undefined;
        if (!file) return next();
        res.setHeader(
          "Content-Type",
          contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        );
        res.end(readFileSync(file));
      });
    },
  };
}

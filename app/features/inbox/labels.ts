import { stageKeys, type StageKey } from "#domain/quiz/stages.ts";
import { timeLeft, type InboxStatus, type MailStatus } from "#domain/inbox/model.ts";
import type { BadgeTone } from "../../components/ui/badge.ts";
import type { useInboxLayout } from "../../i18n/inbox.ts";

type Inbox = ReturnType<typeof useInboxLayout>;

/** Where a lead or message came from, as the inbox names it. */
export function sourceKey(item: { kind: "lead" | "message"; quizSource: string }) {
  if (item.kind === "message") return "contact" as const;
  if (item.quizSource === "fab") return "fab" as const;
  if (item.quizSource === "page") return "quizPage" as const;
  return "cta" as const;
}

export function stageName(labels: Inbox["labels"], key: string | null): string {
  return key && stageKeys.includes(key as StageKey) ? labels.stages[key as StageKey] : (key ?? "");
}

/** An e-mail's state as a badge's tone. */
export const mailTone: Record<MailStatus, BadgeTone> = {
  failed: "failed",
  sent: "success",
  pending: "neutral",
};

export const statusTone: Record<InboxStatus, BadgeTone> = {
  new: "brand",
  contacted: "warning",
  strategy_sent: "success",
  won: "success",
  lost: "neutral",
};

/** The 24-hour clock of a quiz lead: "due in …" or "overdue by …"; null once the strategy went out. */
export function dueText(
  t: Inbox["t"],
  item: { kind: "lead" | "message"; status: InboxStatus; createdAt: number },
  now: number,
): { text: string; late: boolean } | null {
  const left = timeLeft(item, now);
  if (left === null) return null;
  const minutes = Math.floor(Math.abs(left) / 60_000);
  const values = { h: Math.floor(minutes / 60), m: minutes % 60 };
  return left < 0
    ? { text: t("due.overdue", values), late: true }
    : { text: t("due.left", values), late: false };
}

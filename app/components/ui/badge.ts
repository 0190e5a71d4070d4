import { cn } from "../../lib/cn.ts";

const badgeStyles = {
  neutral: "bg-ink/8 text-ink",
  brand: "bg-brand-100 text-brand-800",
  danger: "bg-red-700 text-white",
  warning: "bg-accent-300/50 text-ink",
  success: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
} as const;

export type BadgeTone = keyof typeof badgeStyles;

/** Classes of a small rounded label (a status, a due time, an e-mail's state). */
export function badgeClass(tone: BadgeTone = "neutral"): string {
  return cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium", badgeStyles[tone]);
}

/** Classes of a message box: a notice (role="status") or an error (role="alert"). */
export function noticeClass(tone: "info" | "error"): string {
  return cn(
    "rounded-lg border px-4 py-3",
    tone === "info" ? "border-brand-600/40 bg-brand-50 text-ink" : "border-red-700/50 bg-red-50 text-red-900",
  );
}

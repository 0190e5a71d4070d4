import { cn } from "../../lib/cn.ts";

const buttonStyles = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50 focus-visible:outline-brand-700",
  /** On a dark background. */
  inverse: "bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white",
  inverseOutline: "text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white",
  accent: "bg-accent-300 text-ink hover:bg-accent-400 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** Classes of a button, or of a link styled as one. */
export function buttonClass(variant: ButtonVariant = "primary"): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-center text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60",
    buttonStyles[variant],
  );
}

import { cn } from "../../lib/cn.ts";

/**
 * The site's card surface: a white, rounded, bordered box with a soft shadow.
 * `padding` "lg" widens it from the small breakpoint; `className` adds layout.
 */
export function cardClass({
  padding = "md",
  className,
}: { padding?: "md" | "lg"; className?: string } = {}): string {
  return cn(
    "rounded-2xl border border-ink/10 bg-white p-6 shadow-sm shadow-ink/5",
    padding === "lg" && "sm:p-8",
    className,
  );
}

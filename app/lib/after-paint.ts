/**
 * Runs `work` in a task of its own once the page has painted: after the next frame, or at
 * once in a hidden tab, which paints nothing. What answers a tap paints first; what can
 * wait (an island's hydration, a state that follows what is already shown) comes after.
 */
export function afterPaint(work: () => void): void {
  if (document.visibilityState === "hidden") setTimeout(work);
  else requestAnimationFrame(() => setTimeout(work));
}

/**
 * A primary-button click without modifiers: what an enhanced link takes over.
 * A modified one (new tab, new window) keeps the link's usual meaning.
 */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

import { afterPaint } from "../../lib/after-paint.ts";

/**
 * Opens the quiz dialog so that it paints at once (docs/decisions/085). It is shown first as
 * a dialog that is not yet modal, which app.css draws as the modal one (over the page, on the
 * modal's backdrop), and made modal in a task of its own once that frame has painted: a modal
 * dialog's first opening restyles the whole page as it turns inert, about 30 ms on the
 * reference phone, and the visitor sees the dialog before it.
 */
export function showDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  const opener = document.activeElement;
  dialog.show();
  afterPaint(() => {
    if (!dialog.open || dialog.matches(":modal")) return;
    // Without its `open` attribute the dialog is closed with no close event and no change of
    // focus; showModal() then leaves the focus where show() put it.
    dialog.removeAttribute("open");
    dialog.showModal();
  });
  // However it closes, the focus goes back to what had it before the dialog opened (made modal
  // with the focus inside it, the dialog itself would give it back to nothing), before or
  // after its island hydrated.
  dialog.addEventListener(
    "close",
    () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    { once: true },
  );
}

/** The attribute that keeps the closed dialog laid out, unseen (app.css). */
const warmAttribute = "data-warm";

/**
 * Lays the closed dialog out unseen once the page is idle, so that opening it only has to
 * show it (docs/decisions/085). Closed, a dialog is `display: none`: its first opening styles
 * and lays out its content in the tap's task, about 30 ms on the reference phone. With the
 * attribute, app.css keeps it in place, `visibility: hidden`: out of the accessibility tree,
 * the tab order, find-in-page and hit testing, as a closed dialog is. Called once its island
 * has hydrated, never during the page's load. Returns a function that cancels it.
 */
export function warmDialog(dialog: HTMLDialogElement): () => void {
  const warm = () => dialog.toggleAttribute(warmAttribute, true);
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(warm, 200);
  return () => clearTimeout(timer);
}

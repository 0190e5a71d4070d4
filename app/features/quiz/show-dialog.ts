import { afterPaint } from "../../lib/after-paint.ts";

/**
 * Opens the quiz dialog so that it paints at once (docs/decisions/065). It is shown first as
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

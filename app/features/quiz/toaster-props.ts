import type { ToasterProps } from "sonner";

/** The quiz's toasts (sonner), in the page's language: its region and close button say so in its words. */
export function toasterProps(label: string, close: string): ToasterProps {
  return {
    position: "top-center",
    richColors: true,
    closeButton: true,
    customAriaLabel: label,
    toastOptions: { closeButtonAriaLabel: close },
  };
}

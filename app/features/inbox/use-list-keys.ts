import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Keys that type text: shortcuts stay off while one of these has the focus. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The list's keyboard: j and k move the focus through the items' links (Enter
 * opens one, as any link), e opens the focused item at its status control.
 */
export function useListKeys() {
  const navigate = useNavigate();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-inbox-item]")];
      if (links.length === 0) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        const next = event.key === "j" ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
        links[at === -1 ? 0 : next]?.focus();
      } else if (event.key === "e" && at !== -1) {
        event.preventDefault();
        navigate(`${new URL(links[at]!.href).pathname}#status`);
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);
}

/** On a lead's page: e moves the focus to its status control. */
export function useStatusKey() {
  useEffect(() => {
    if (window.location.hash === "#status") document.getElementById("status")?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key !== "e" || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      event.preventDefault();
      document.getElementById("status")?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

import { Compass } from "lucide-react";
import { useLocation } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLang } from "../../lib/use-page.ts";

/** Paths where the floating button stays away: the quiz itself, and Solutions with its stages. */
const hiddenOn = ["/soluciones", "/solutions", "/quiz-crecimiento", "/growth-quiz"];

export function isFabHidden(pathname: string): boolean {
  return hiddenOn.some((part) => pathname.includes(part));
}

/**
 * The floating "Growth Quiz" button, with a tooltip promising a 2-minute quiz.
 * A link to the full-page quiz of the page's language, so it works from the
 * first paint and without JavaScript. It is HTML only, outside the quiz island: the
 * island loader (app/islands/loader.ts) answers its tap, opens the dialog and sends its
 * event, so no React handler runs on the tap's many events (docs/decisions/085).
 */
export function QuizFab() {
  const { t } = useTranslation("quiz");
  const lang = useLang();
  const { pathname } = useLocation();
  // One button per page; a fixed id (useId would differ between the page and an island).
  const tooltipId = "quiz-fab-tooltip";
  if (isFabHidden(pathname)) return null;
  // Hidden while the quiz dialog is open by the style sheet (app.css), not by the state: the
  // dialog may open before the island hydrates, and the focus returns to the button as it closes.
  return (
    <div data-quiz-fab="" className="group fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      <span
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none absolute right-0 bottom-full mb-3 w-60 rounded-lg bg-ink px-3 py-2 text-sm text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {t("fab.tooltip")}
      </span>
      <a
        href={pathFor("quiz", lang)}
        data-testid="quiz-fab"
        aria-describedby={tooltipId}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-5 font-semibold text-ink shadow-lg ring-1 ring-ink/10 transition-colors hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <Compass aria-hidden="true" className="size-5" />
        {t("fab.label")}
      </a>
    </div>
  );
}

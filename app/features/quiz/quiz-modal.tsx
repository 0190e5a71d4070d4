import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocation, useNavigate } from "react-router";
import { Toaster } from "sonner";
import { toasterProps } from "./toaster-props.ts";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { useLang, usePage } from "../../lib/use-page.ts";
import { QuizFlow } from "./quiz-flow.tsx";
import { quizDialogAttribute } from "./dialog-attribute.ts";
import { useQuizModal } from "./quiz-provider.tsx";
import { resetDelayMs } from "./quiz-state.ts";
import { showDialog, warmDialog } from "./show-dialog.ts";
import { useQuiz } from "./use-quiz.ts";

// One dialog per page; fixed ids, since the island hydrates apart from the page (useId would differ).
const titleId = "quiz-dialog-title";
const descriptionId = "quiz-dialog-description";

/**
 * The quiz dialog around the shared quiz flow: a native `<dialog>` in the page's HTML,
 * closed, so the island loader opens it at once on the first tap, before its island has
 * hydrated (docs/decisions/103). Modal, a frame after it first paints (show-dialog.ts), it
 * makes the page behind it inert, keeps the focus in it, and closes on Escape; its close
 * button is a `method="dialog"` form, which works before the island hydrates. Not on the
 * quiz's own page, which shows the flow itself.
 */
export function QuizDialog() {
  const { t } = useTranslation("quiz");
  const { t: tc } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onQuizPage = usePage()?.screen === "quiz";
  const { open, source, openedOn, closed, dialog } = useQuizModal();
  const [state, dispatch] = useQuiz();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = useRef<boolean | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // The element follows the state (openQuiz shows it at once; this catches every other
  // change). On hydration it is left as it is: the state started from it (quiz-provider.tsx).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (shown.current === undefined) {
      shown.current = element.open;
      return;
    }
    if (open && !element.open) showDialog(element);
    if (!open && element.open) element.close();
    // Opened again before the answers of its last opening were cleared: they are cleared
    // now, so that the clearing does not come after what is answered in this one.
    if (open && !shown.current && resetTimer.current !== undefined) {
      clearTimeout(resetTimer.current);
      resetTimer.current = undefined;
      dispatch({ type: "reset" });
    }
    shown.current = open;
  }, [open, dialog, dispatch]);

  // Laid out unseen once the island has hydrated, its first opening only shows it (show-dialog.ts).
  useEffect(() => {
    const element = dialog.current;
    return element ? warmDialog(element) : undefined;
  }, [dialog]);

  // A tap on the backdrop (the dialog element itself, outside its content) closes it.
  useEffect(() => {
    const element = dialog.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener("click", onClick);
    return () => element?.removeEventListener("click", onClick);
  }, [dialog]);

  if (onQuizPage) return null;

  const close = () => dialog.current?.close();
  // However it closed (Escape, the close button, the backdrop, the flow), the state follows
  // and the answers are cleared a moment later.
  const onClose = () => {
    closed();
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      dispatch({ type: "reset" });
    }, resetDelayMs);
  };

  const viewServices = () => {
    close();
    const solutions = pathFor("solutions", lang);
    const hash = anchorFor("stages", lang);
    if (pathname === solutions) {
      document.getElementById(hash)?.scrollIntoView({ behavior: "smooth", block: "start" });
      void navigate(`${solutions}#${hash}`, { replace: true, preventScrollReset: true });
    } else {
      void navigate(`${solutions}#${hash}`);
    }
  };

  return (
    <dialog
      ref={dialog}
      data-testid="quiz-modal"
      {...{ [quizDialogAttribute]: "" }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape closes it in its first frame too, shown but not yet modal (show-dialog.ts): a
      // modal dialog closes on Escape by default, one opened with show() only when told to.
      closedby="closerequest"
      onClose={onClose}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-ink/60 focus:outline-none sm:m-auto sm:w-[min(40rem,calc(100%-2rem))] sm:rounded-2xl"
    >
      <div className="p-5 sm:p-8">
        <div className="mb-5 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {t("dialogTitle")}
            </h2>
            <p id={descriptionId} className="text-sm text-ink/70">
              {t("dialogDescription")}
            </p>
          </div>
          <form method="dialog">
            <button
              type="submit"
              aria-label={t("close")}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink ring-1 ring-ink/15 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </form>
        </div>
        <QuizFlow
          state={state}
          dispatch={dispatch}
          source={source}
          openedOn={openedOn}
          onViewServices={viewServices}
          onClose={close}
          onNavigate={close}
          active={open}
        />
        {/* Inside the dialog: outside it, the modal hides the toasts from screen readers. */}
        <Toaster {...toasterProps(tc("toasts.label"), tc("toasts.close"))} />
      </div>
    </dialog>
  );
}

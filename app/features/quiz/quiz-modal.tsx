import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocation, useNavigate } from "react-router";
import { Toaster } from "sonner";
import { toasterProps } from "./toaster-props.ts";
import type { QuizSource } from "#domain/quiz/funnel.ts";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { useLang } from "../../lib/use-page.ts";
import { QuizFlow } from "./quiz-flow.tsx";
import { resetDelayMs } from "./quiz-state.ts";
import { useQuiz } from "./use-quiz.ts";

interface QuizModalProps {
  open: boolean;
  source: QuizSource;
  /** The path of the page the quiz was opened on. */
  openedOn: string;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}

/** The global quiz modal: an accessible dialog around the shared quiz flow. Loaded on demand. */
export default function QuizModal({ open, source, openedOn, onOpenChange, returnFocus }: QuizModalProps) {
  const { t } = useTranslation("quiz");
  const { t: tc } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, dispatch] = useQuiz();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const close = () => {
    onOpenChange(false);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => dispatch({ type: "reset" }), resetDelayMs);
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
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        {/* The overlay centres the dialog (no transforms), so the toaster inside it is fixed to the viewport. */}
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-ink/60 sm:items-center sm:p-4">
          <Dialog.Content
            data-testid="quiz-modal"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus();
            }}
            className="max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:w-[min(40rem,100%)] sm:rounded-2xl sm:p-8"
          >
            <div className="mb-5 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-bold text-ink">{t("dialogTitle")}</Dialog.Title>
                <Dialog.Description className="text-sm text-ink/70">
                  {t("dialogDescription")}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t("close")}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink ring-1 ring-ink/15 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <QuizFlow
              state={state}
              dispatch={dispatch}
              source={source}
              openedOn={openedOn}
              onViewServices={viewServices}
              onClose={close}
              onNavigate={close}
            />
            {/* Inside the dialog: outside it, the modal hides the toasts from screen readers. */}
            <Toaster {...toasterProps(tc("toasts.label"), tc("toasts.close"))} />
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

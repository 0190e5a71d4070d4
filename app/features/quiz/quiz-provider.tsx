import type { QuizSource } from "#domain/quiz/funnel.ts";
import { afterPaint } from "../../lib/after-paint.ts";
import { quizDialogAttribute } from "./dialog-attribute.ts";
import { showDialog } from "./show-dialog.ts";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";

const inputEvents = ["pointerdown", "keydown"] as const;

interface QuizContextValue {
  open: boolean;
  /** Where the open quiz was opened from (a call to action's place, or "fab"). */
  source: QuizSource;
  /** The path of the page the quiz was opened on: a recommendation depends on it (domain/quiz/recommend.ts). */
  openedOn: string;
  /** Opens the quiz dialog, recording where it was opened from (default "fab"). */
  openQuiz: (source?: QuizSource) => void;
  /** The dialog closed (Escape, its close button, a tap outside it, the flow's end). */
  closed: () => void;
  /** The dialog element (quiz-modal.tsx): opened at once by `openQuiz`, before React renders. */
  dialog: React.RefObject<HTMLDialogElement | null>;
}

const QuizContext = createContext<QuizContextValue | null>(null);

/**
 * The source the dialog was opened with, if the island loader opened it before the island
 * hydrated (app/islands/loader.ts writes it on the dialog); else undefined. Nothing on the
 * server, nor when the dialog is closed.
 */
function openedBeforeHydration(): QuizSource | undefined {
  if (typeof document === "undefined") return undefined;
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${quizDialogAttribute}]`);
  return dialog?.open ? ((dialog.dataset.source as QuizSource | undefined) ?? "fab") : undefined;
}

export function useQuizModal(): QuizContextValue {
  const value = useContext(QuizContext);
  if (!value) throw new Error("useQuizModal outside QuizProvider");
  return value;
}

/**
 * Holds the quiz dialog's state: open or not, and where it was opened from. The dialog
 * itself (quiz-modal.tsx) is in the page's HTML, closed, so it opens at once, even
 * before its island has hydrated (docs/decisions/103).
 */
export function QuizProvider({ children }: { children: React.ReactNode }) {
  // Opened by the island loader before the island hydrated: the state starts where the page is.
  const [early] = useState(openedBeforeHydration);
  const [open, setOpen] = useState(early !== undefined);
  const [source, setSource] = useState<QuizSource>(early ?? "fab");
  const [openedOn, setOpenedOn] = useState(early === undefined ? "" : window.location.pathname);
  const dialog = useRef<HTMLDialogElement | null>(null);

  // The state of an opening not yet rendered (see openQuiz).
  const opening = useRef<(() => void) | null>(null);

  const openQuiz = useCallback((from: QuizSource = "fab") => {
    const update = () => {
      opening.current = null;
      setSource(from);
      setOpenedOn(window.location.pathname);
      setOpen(true);
    };
    const element = dialog.current;
    if (!element || element.open) return update();
    // Shown now, in this event's task, with the content its island rendered (question 1, or
    // the answers in progress). The state follows in a task of its own once the dialog has
    // painted, or at the visitor's first touch or key in it if that comes first (below).
    showDialog(element);
    opening.current = update;
    afterPaint(() => opening.current === update && update());
  }, []);
  const closed = useCallback(() => {
    opening.current = null;
    setOpen(false);
  }, []);
  const value = useMemo(
    () => ({ open, source, openedOn, openQuiz, closed, dialog }),
    [open, source, openedOn, openQuiz, closed],
  );

  // A touch or a key in the dialog first renders an opening's pending state, so that what
  // it answers counts for this opening (its source, its page).
  useEffect(() => {
    const element = dialog.current;
    const settle = () => opening.current && flushSync(opening.current);
    for (const type of inputEvents) element?.addEventListener(type, settle, { capture: true });
    return () => {
      for (const type of inputEvents) element?.removeEventListener(type, settle, { capture: true });
    };
  }, []);

  return <QuizContext.Provider value={value}>{children}</QuizContext.Provider>;
}

import type { QuizSource } from "#domain/quiz/funnel.ts";
import type QuizModal from "./quiz-modal.tsx";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";

type QuizModalComponent = typeof QuizModal;
/** The modal once its code has loaded (a hover or focus preloads it): rendered at once, without suspending. */
let loadedModal: QuizModalComponent | undefined;
/** Loads the modal (dialog, flow, radio group) only when the quiz is first opened. */
const loadModal = () =>
  import("./quiz-modal.tsx").then((module) => {
    loadedModal = module.default;
    return module;
  });
const LazyQuizModal = lazy(loadModal);

interface QuizContextValue {
  open: boolean;
  /** Opens the global quiz modal, recording where it was opened from (default "fab"). */
  openQuiz: (source?: QuizSource) => void;
  /** Starts loading the modal's code ahead of a likely click. */
  preload: () => void;
}

const QuizContext = createContext<QuizContextValue | null>(null);

export function useQuizModal(): QuizContextValue {
  const value = useContext(QuizContext);
  if (!value) throw new Error("useQuizModal outside QuizProvider");
  return value;
}

/** Holds the global quiz modal's state; the modal itself is a lazily loaded chunk. */
export function QuizProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<QuizSource>("fab");
  // The page the quiz was opened on: a recommendation depends on it (domain/quiz/recommend.ts).
  const [openedOn, setOpenedOn] = useState("");
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openQuiz = useCallback((from: QuizSource = "fab") => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSource(from);
    setOpenedOn(window.location.pathname);
    setMounted(true);
    setOpen(true);
  }, []);
  const preload = useCallback(() => void loadModal(), []);
  const value = useMemo(() => ({ open, openQuiz, preload }), [open, openQuiz, preload]);

  return (
    <QuizContext.Provider value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <QuizModalOnceLoaded
            open={open}
            source={source}
            openedOn={openedOn}
            onOpenChange={setOpen}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </QuizContext.Provider>
  );
}

/**
 * The modal: its component as soon as its code is in (preloaded on intent), else React's
 * lazy one, which suspends until it is. A lazy component suspends on its first render even
 * when its module has loaded, and React throttles showing what was suspended by up to
 * 300 ms: a tap after the preload would wait for nothing (docs/decisions/047).
 */
function QuizModalOnceLoaded(props: React.ComponentProps<QuizModalComponent>) {
  const Modal = loadedModal ?? LazyQuizModal;
  return <Modal {...props} />;
}

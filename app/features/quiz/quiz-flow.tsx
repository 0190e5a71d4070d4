import { ArrowLeft, Check } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { quizOrigin } from "#domain/quiz/opened-on.ts";
import { recommend, type Recommended } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stagePoints } from "#domain/quiz/stages.ts";
import type { FunnelStep, QuizSource } from "#domain/quiz/funnel.ts";
import { track } from "../../lib/analytics.ts";
import { cn } from "../../lib/cn.ts";
import { useLang } from "../../lib/use-page.ts";
import { Confirmation } from "./confirmation.tsx";
import { ServiceLink } from "./service-link.tsx";
import { funnelBeacon } from "./funnel-beacon.ts";
import { OptionGroup } from "./option-group.tsx";
import { isComplete, questionCount, type QuizAction, type QuizState } from "./quiz-state.ts";
import { buttonClass } from "../../components/ui/button.ts";

const LeadForm = lazy(() => import("./lead-form.tsx"));

export interface QuizFlowProps {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
  source: QuizSource;
  /** The path of the page the quiz was opened on (the recommendation depends on it). */
  openedOn: string;
  /** "view services": go to the growth stages of the Solutions page. */
  onViewServices: () => void;
  /** "close" on the confirmation. */
  onClose: () => void;
  /** A recommended-service link was followed. */
  onNavigate?: () => void;
  /**
   * Whether the flow is on screen (the dialog's is in the page closed): the quiz's start is
   * counted each time its first question shows. Default: on screen.
   */
  active?: boolean;
}

/** Moves focus to the heading of each new step, so keyboard and screen-reader users follow along. */
function useStepFocus(stepKey: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [stepKey]);
  return ref;
}

export function QuizFlow({
  state,
  dispatch,
  source,
  openedOn,
  onViewServices,
  onClose,
  onNavigate,
  active = true,
}: QuizFlowProps) {
  const lang = useLang();
  const { step } = state;
  const stepKey = step.kind === "question" ? `q${step.index}` : step.kind;
  const headingRef = useStepFocus(stepKey);

  if (step.kind === "question") {
    return (
      <QuestionStep
        state={state}
        dispatch={dispatch}
        index={step.index}
        headingRef={headingRef}
        source={source}
        active={active}
      />
    );
  }
  if (!isComplete(state.answers)) return null;
  const answers = state.answers;
  const recommended = recommend(answers, quizOrigin({ quizSource: source, quizPage: openedOn }));
  if (step.kind === "result") {
    return (
      <ResultStep
        answers={answers}
        recommended={recommended}
        dispatch={dispatch}
        headingRef={headingRef}
        onNavigate={onNavigate}
      />
    );
  }
  if (step.kind === "lead") {
    return (
      <Suspense fallback={<p className="py-10 text-center text-ink/70">…</p>}>
        <LeadForm
          answers={answers}
          source={source}
          openedOn={openedOn}
          recommended={recommended}
          headingRef={headingRef}
          onBack={() => dispatch({ type: "back" })}
          onSuccess={(receivedAt, services, call) => {
            funnelBeacon("lead", source, lang);
            dispatch({ type: "submitted", receivedAt, services, ...(call ? { call } : {}) });
          }}
        />
      </Suspense>
    );
  }
  return (
    <Confirmation
      receivedAt={step.receivedAt}
      services={step.services}
      onNavigate={onNavigate}
      call={step.call}
      headingRef={headingRef}
      onViewServices={onViewServices}
      onClose={onClose}
    />
  );
}

function Progress({ index }: { index: number }) {
  const { t } = useTranslation("quiz");
  const label = t("progress", { n: index + 1, total: questionCount });
  return (
    <div>
      <p className="text-sm font-medium text-brand-700" aria-hidden="true">
        {label}
      </p>
      {/* Native progress element: its role and value need no ARIA, its bar no inline style. */}
      <progress
        aria-label={label}
        max={questionCount}
        value={index + 1}
        className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
      />
    </div>
  );
}

function QuestionStep({
  state,
  dispatch,
  index,
  headingRef,
  source,
  active,
}: {
  state: QuizState;
  dispatch: (action: QuizAction) => void;
  index: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  source: QuizSource;
  active: boolean;
}) {
  const { t } = useTranslation("quiz");
  const lang = useLang();
  const question = questions[index]!;
  const selected = state.answers[question.id];
  const headingId = `quiz-question-${question.id}`;

  const choose = (value: string) => {
    funnelBeacon(`q${index + 1}` as FunnelStep, source, lang);
    if (index === questionCount - 1) {
      const answers = { ...state.answers, [question.id]: value };
      if (isComplete(answers)) {
        track("quiz_completed", { quiz_source: source, calculated_stage: evaluate(answers).stage.key });
        funnelBeacon("result", source, lang);
      }
    }
    dispatch({ type: "answer", question: question.id, value });
  };
  const record = (value: string) => dispatch({ type: "select", question: question.id, value });

  useEffect(() => {
    if (active && index === 0) {
      track("quiz_started", { quiz_source: source, language: lang });
      funnelBeacon("open", source, lang);
    }
    // Only when the first question shows: on mount, or as the closed dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <div className="flex flex-col gap-6">
      <Progress index={index} />
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-ink focus:outline-none sm:text-2xl"
      >
        {t(`questions.${question.id}.title`)}
      </h2>
      <OptionGroup
        key={question.id}
        labelledBy={headingId}
        options={question.options}
        selected={selected}
        onSelect={record}
        onChoose={choose}
        className="grid gap-3"
        optionClass={(checked) =>
          cn(
            "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            checked
              ? "border-brand-700 bg-brand-50 text-brand-800"
              : "border-ink/15 bg-white text-ink hover:border-brand-700/50 hover:bg-brand-50/60",
          )
        }
        renderOption={(value, checked) => (
          <>
            {t(`questions.${question.id}.options.${value}` as never)}
            {checked ? <Check aria-hidden="true" className="size-5 text-brand-700" /> : null}
          </>
        )}
      />
      {index > 0 ? (
        <div>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => dispatch({ type: "back" })}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("back")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The result: the stage, the visitor's own answers beside how the stage is set (from
 * the four answers together, with the stage's range of points), the score and the
 * three services recommended from the answers. No typical revenue or team size is
 * set beside the answers: a stage comes from the total, so a band quoted there would
 * contradict every visitor whose revenue sits in another one (docs/decisions/043).
 */
function ResultStep({
  answers,
  recommended,
  dispatch,
  headingRef,
  onNavigate,
}: {
  answers: QuizAnswers;
  recommended: readonly Recommended[];
  dispatch: (action: QuizAction) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("quiz");
  const { stage, score } = evaluate(answers);
  const copy = t(`stages.${stage.key}`);
  const points = stagePoints(stage.key);
  // Warm the lead form's chunk while the visitor reads the result.
  void import("./lead-form.tsx");
  return (
    <div
      className="flex flex-col gap-5"
      data-testid="quiz-result"
      data-stage={stage.key}
      data-services={recommended.map((r) => r.service).join(" ")}
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("result.eyebrow")}</p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold text-ink focus:outline-none sm:text-3xl"
        >
          {copy.name}
        </h2>
        <p className="mt-2 text-ink/80">{copy.description}</p>
        <p className="mt-2 text-sm text-ink/70">{t("result.score", { score })}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <section
          aria-labelledby="quiz-your-answers"
          className="rounded-xl bg-brand-50 p-4"
          data-testid="quiz-answers"
        >
          <h3 id="quiz-your-answers" className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {t("result.yourAnswers")}
          </h3>
          <dl className="mt-2 grid gap-2 text-sm">
            {questions.map((q) => (
              <div key={q.id}>
                <dt className="text-ink/70">{t(`result.answerLabels.${q.id}`)}</dt>
                <dd className="font-medium text-ink" data-testid={`quiz-answer-${q.id}`}>
                  {t(`questions.${q.id}.options.${answers[q.id]}` as never)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="quiz-how" className="rounded-xl bg-accent-300/30 p-4 sm:self-start">
          <h3 id="quiz-how" className="text-xs font-semibold tracking-wide text-ink/80 uppercase">
            {t("result.howTitle")}
          </h3>
          <p className="mt-2 text-sm font-medium text-ink" data-testid="quiz-how">
            {t("result.how", { stage: copy.name, min: points.min, max: points.max })}
          </p>
        </section>
      </div>
      <div>
        <h3 className="font-semibold text-ink">{t("result.services")}</h3>
        <ol className="mt-2 grid gap-3" data-testid="quiz-services">
          {recommended.map(({ service, reason }) => (
            <li key={service} className="border-l-2 border-brand-700/30 pl-3">
              <ServiceLink service={service} onNavigate={onNavigate} />
              <p className="text-sm text-ink/75">{t(`reasons.${reason}`, { stage: copy.name })}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass()} onClick={() => dispatch({ type: "getStrategy" })}>
          {t("result.getStrategy")}
        </button>
      </div>
    </div>
  );
}

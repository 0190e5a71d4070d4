import type { QuizSource } from "#domain/quiz/funnel.ts";
import { QuizCta } from "./quiz-cta.tsx";

/** A band inviting the visitor to take the growth quiz; `source` names the place. */
export function QuizBand({
  title,
  body,
  note,
  button,
  source,
}: {
  title: string;
  body: string;
  note?: string;
  button: string;
  source: QuizSource;
}) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>
          <p className="mt-3 text-lg text-pretty text-ink/75">{body}</p>
          {note ? <p className="mt-2 text-sm font-semibold text-brand-700">{note}</p> : null}
        </div>
        <div className="shrink-0">
          <QuizCta source={source}>{button}</QuizCta>
        </div>
      </div>
    </section>
  );
}

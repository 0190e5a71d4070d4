import type { LeadDetail } from "#domain/inbox/model.ts";
import { isOptionOf, questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { quizOrigin, recommend, type ReasonKey, type Recommended } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stageByKey, stageKeys, type Stage, type StageKey } from "#domain/quiz/stages.ts";
import { pathFor, type Language, type ServiceId } from "#domain/site/pages.ts";
import { inlineText } from "#domain/strategy/document.ts";
import { segmentOf } from "#domain/strategy/segment.ts";
import { quiz as quizEn } from "../../i18n/locales/en/quiz.ts";
import { serviceNames as servicesEn } from "../../i18n/locales/en/service-names.ts";
import { strategy as strategyEn } from "../../i18n/locales/en/strategy.ts";
import { quiz as quizEs } from "../../i18n/locales/es/quiz.ts";
import { serviceNames as servicesEs } from "../../i18n/locales/es/service-names.ts";
import { strategy as strategyEs } from "../../i18n/locales/es/strategy.ts";
import { interpolate, lookup } from "../../i18n/translate.ts";

/**
 * The strategy draft the inbox's composer opens with for a quiz lead
 * (docs/decisions/029): a pure function of the stored lead, in the lead's
 * language, put together from translation blocks (app/i18n/locales/{lang}/strategy.ts
 * and the quiz's own labels and reasons), in the plain-text format of
 * domain/strategy/document.ts. Server side: the composer's loader calls it.
 */

/** What the draft reads of a lead: the inbox's detail of a quiz lead. */
export type StrategyDraftInput = Pick<
  LeadDetail,
  "name" | "company" | "language" | "stage" | "answers" | "services" | "quizSource" | "quizPage"
>;

const copies = {
  es: { strategy: strategyEs, quiz: quizEs, services: servicesEs },
  en: { strategy: strategyEn, quiz: quizEn, services: servicesEn },
} satisfies Record<Language, unknown>;

/** The four answers, each one of its question's options; anything else is not a quiz lead's. */
function quizAnswers(answers: Readonly<Record<string, unknown>>): QuizAnswers {
  for (const q of questions) {
    if (!isOptionOf(q.id, answers[q.id]))
      throw new Error(`strategyDraft: the answer to "${q.id}" is not one of the quiz's options`);
  }
  const { revenue, teamSize, challenge, markets } = answers as unknown as QuizAnswers;
  return { revenue, teamSize, challenge, markets };
}

/** The stored stage; a lead without a known one gets the stage of its answers. */
function stageOf(stored: string | null, answers: QuizAnswers): Stage {
  return stored && stageKeys.includes(stored as StageKey) ? stageByKey(stored) : evaluate(answers).stage;
}

/** A service's reason: the one the answers give it, else its stage reason (a service stored before a rule changed). */
function reasonOf(service: ServiceId, recommended: readonly Recommended[]): ReasonKey {
  const found = recommended.find((r) => r.service === service)?.reason;
  if (found) return found;
  return service === "softLanding" ? "mexicoEntry" : `stage.${service}`;
}

/**
 * The draft of a quiz lead's strategy: a title, a greeting, the stage in two
 * sentences, the visitor's four answers, three priorities for the next 90 days
 * (the main challenge's two and the markets' one), the recommended services
 * (the stored ones, else those of the answers) with their reasons and links,
 * the segment's result window, the next step with the booking link, and a
 * closing. Throws when the answers are not a complete set of the quiz's options
 * (a contact message has no draft).
 */
export function strategyDraft(
  lead: StrategyDraftInput,
  site: { readonly schedulingUrl: string; readonly siteUrl: string },
): string {
  const lang = lead.language;
  const { strategy: t, quiz, services: serviceNames } = copies[lang];
  const answers = quizAnswers(lead.answers);
  const stage = stageOf(lead.stage, answers);
  const stageName = quiz.stages[stage.key].name;
  const origin = quizOrigin({ quizSource: lead.quizSource, quizPage: lead.quizPage });
  const recommended = recommend(answers, origin);
  const services = lead.services?.length ? lead.services : recommended.map((r) => r.service);
  const segment = segmentOf({ origin, stage: stage.key, challenge: answers.challenge });
  const base = site.siteUrl.replace(/\/+$/, "");

  const name = inlineText(lead.name);
  const company = inlineText(lead.company);
  const reason = (key: ReasonKey) => interpolate(String(lookup(quiz.reasons, key)), { stage: stageName });
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`);
  const section = (heading: string, ...body: string[]) => ["", `## ${heading}`, "", ...body];
  const challenge = t.priorities.challenge[answers.challenge];

  return [
    `# ${company ? interpolate(t.title, { company }) : t.titleNoCompany}`,
    "",
    name ? interpolate(t.greeting, { name }) : t.greetingNoName,
    "",
    t.intro,
    ...section(
      interpolate(t.headings.stage, { stage: stageName }),
      interpolate(t.stages[stage.key], { stage: stageName }),
    ),
    ...section(
      t.headings.answers,
      ...list(
        questions.map((q) => {
          const options: Record<string, string> = quiz.questions[q.id].options;
          return interpolate(t.answer, {
            question: quiz.result.answerLabels[q.id],
            answer: options[answers[q.id]]!,
          });
        }),
      ),
    ),
    ...section(
      t.headings.priorities,
      ...list([challenge.first, challenge.second, t.priorities.markets[answers.markets]]),
    ),
    ...section(
      t.headings.services,
      ...list(
        services.map((id) =>
          interpolate(t.service, {
            service: serviceNames[id],
            reason: reason(reasonOf(id, recommended)),
            link: `${base}${pathFor(id, lang)}`,
          }),
        ),
      ),
    ),
    ...section(t.headings.results, t.results[segment]),
    ...section(t.headings.nextStep, interpolate(t.nextStep, { link: site.schedulingUrl })),
    "",
    t.closing,
  ].join("\n");
}

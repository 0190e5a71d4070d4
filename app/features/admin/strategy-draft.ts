import type { LeadDetail } from "#domain/inbox/model.ts";
import { isOptionOf, questions, type OptionValue, type QuizAnswers } from "#domain/quiz/questions.ts";
import { quizOrigin } from "#domain/quiz/opened-on.ts";
import { recommend, type ReasonKey, type Recommended } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stageByKey, stageKeys, type Stage, type StageKey, type StageService } from "#domain/quiz/stages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type Language } from "#domain/i18n/languages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { inlineText } from "#domain/strategy/document.ts";
import { draftFacts, resultWindows, type DraftFacts } from "#domain/strategy/segment.ts";
import { firstName } from "#domain/letters/letter.ts";
import { locales, type Locale } from "../../i18n/locales.ts";
import { interpolate, lookup } from "../../i18n/translate.ts";

/**
 * The strategy draft the inbox's composer opens with for a quiz lead
 * (docs/decisions/029 and 042): a pure function of the stored lead, in the lead's
 * language, put together from translation blocks (app/i18n/locales/{lang}/strategy.ts
 * and the quiz's own labels and reasons), in the plain-text format of
 * domain/strategy/document.ts. Server side: the composer's loader calls it.
 */

/** What the draft reads of a lead: the inbox's detail of a quiz lead, with the lead form's profile when given. */
export type StrategyDraftInput = Pick<
  LeadDetail,
  | "name"
  | "company"
  | "language"
  | "stage"
  | "answers"
  | "services"
  | "quizSource"
  | "quizPage"
  | "segment"
  | "industry"
>;

type StrategyResources = Locale["strategy"];

const copyOf = (lang: Language) => {
  const { strategy, quiz, serviceNames } = locales[lang];
  return { strategy, quiz, services: serviceNames };
};

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
 * Where a company entering Mexico starts from, by where it sells: its own city (the
 * answer does not say which), Mexico already (the answer names it), or several countries.
 */
const enteringFrom = {
  local: "oneCountry",
  regional: "sellsInMexico",
  national: "sellsInMexico",
  multinational: "severalCountries",
  global: "severalCountries",
} as const satisfies Record<OptionValue<"markets">, keyof StrategyResources["priorities"]["enteringMexico"]>;

/**
 * A service's reason in the draft: the quiz's (decision 028) unless what the lead
 * said says more (docs/decisions/042). Soft Landing names a stated foreign company;
 * the markets' reasons fit a company entering Mexico; AI Integration names the
 * stated industry's lever as a hypothesis; a stage service (and the Executive
 * Advisory Panel of a company selling widely) may have its stated segment's
 * reason. The main challenge's reason is the visitor's own and stays.
 */
function draftReason(
  service: ServiceId,
  key: ReasonKey,
  facts: DraftFacts,
  lang: Language,
  stageName: string,
): string {
  const { strategy: t, quiz } = copyOf(lang);
  if (service === "softLanding" && facts.segment === "foreign-company") return t.reasons.foreignCompany;
  if (facts.enteringMexico && (key === "wideMarkets" || key === "narrowMarkets"))
    return t.reasons.enteringMexico[key];
  if (key.startsWith("stage.") || key === "wideMarkets") {
    const stageService = (key === "wideMarkets" ? service : key.slice("stage.".length)) as StageService;
    if (stageService === "aiIntegration") {
      return facts.industry && facts.industry !== "other"
        ? interpolate(t.reasons.aiIntegration, {
            industry: t.industries[facts.industry].name,
            task: t.industries[facts.industry].ai,
          })
        : t.reasons.aiIntegrationNoIndustry;
    }
    const bySegment: Partial<Record<StageService, string>> | undefined = facts.segment
      ? t.reasons.segment[facts.segment]
      : undefined;
    const own = bySegment?.[stageService];
    if (own) return own;
  }
  return interpolate(String(lookup(quiz.reasons, key)), { stage: stageName });
}

/**
 * The draft of a quiz lead's strategy (docs/decisions/029 and 042): a title, a
 * greeting by first name, the stage in two sentences and how the quiz reads it,
 * the visitor's answers (the four and the lead form's profile when given), three
 * priorities for the next 90 days (the main challenge's two and the markets' one,
 * worded for a company entering Mexico when it is one), the stated segment's first
 * months, the stated industry's levers as hypotheses, the recommended services
 * (the stored ones, else those of the answers) with their reasons and links, the
 * result windows (the stated segment's and the recommended services'), the next
 * step with the booking link, and a closing. No segment is assumed: without one
 * there is no segment block and no segment window. Throws when the answers are
 * not a complete set of the quiz's options (a contact message has no draft).
 */
export function strategyDraft(
  lead: StrategyDraftInput,
  /** `bookingUrl`: where the letter proposes the call (the booking page with the lead's key, or the firm's scheduler). */
  site: { readonly bookingUrl: string; readonly siteUrl: string },
): string {
  const lang = lead.language;
  const { strategy: t, quiz, services: serviceNames } = copyOf(lang);
  const answers = quizAnswers(lead.answers);
  const stage = stageOf(lead.stage, answers);
  const stageName = quiz.stages[stage.key].name;
  const origin = quizOrigin({ quizSource: lead.quizSource, quizPage: lead.quizPage });
  const recommended = recommend(answers, origin);
  const services = lead.services?.length ? lead.services : recommended.map((r) => r.service);
  const facts = draftFacts({ segment: lead.segment, industry: lead.industry, origin });
  const windows = resultWindows(facts.segment, services);
  const base = site.siteUrl.replace(/\/+$/, "");

  const name = firstName(lead.name, lang);
  const company = inlineText(lead.company);
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`);
  const section = (heading: string, ...body: string[]) => ["", `## ${heading}`, "", ...body];

  const answerLines = questions.map((q) => {
    const options: Record<string, string> = quiz.questions[q.id].options;
    return interpolate(t.answer, {
      question: quiz.result.answerLabels[q.id],
      answer: options[answers[q.id]]!,
    });
  });
  if (facts.segment)
    answerLines.push(
      interpolate(t.answer, {
        question: quiz.profile.segment.short,
        answer: quiz.profile.segment.options[facts.segment],
      }),
    );
  if (facts.industry)
    answerLines.push(
      interpolate(t.answer, {
        question: quiz.profile.industry.short,
        answer: quiz.profile.industry.options[facts.industry],
      }),
    );

  const challenge =
    facts.enteringMexico && answers.challenge === "expand"
      ? t.priorities.expandIntoMexico
      : t.priorities.challenge[answers.challenge];
  const marketsPriority = facts.enteringMexico
    ? t.priorities.enteringMexico[enteringFrom[answers.markets]]
    : t.priorities.markets[answers.markets];

  const segmentBlock = facts.segment ? t.segments[facts.segment] : null;
  const industry = facts.industry;
  const industrySection =
    industry === null
      ? []
      : industry === "other"
        ? section(t.headings.otherIndustry, t.otherIndustry)
        : section(
            interpolate(t.headings.industry, { industry: t.industries[industry].name }),
            interpolate(t.industryIntro, { industry: t.industries[industry].name }),
            "",
            ...list(t.industries[industry].levers),
          );

  const serviceWindows = windows.services.map((id) =>
    interpolate(t.results.services[id], { service: serviceNames[id] }),
  );
  const resultsLead = windows.segment ? t.results.segments[windows.segment] : t.results.diagnostic;

  return [
    `# ${company ? interpolate(t.title, { company }) : t.titleNoCompany}`,
    "",
    name ? interpolate(t.greeting, { name }) : t.greetingNoName,
    "",
    t.intro,
    ...section(
      interpolate(t.headings.stage, { stage: stageName }),
      interpolate(t.stages[stage.key], { stage: stageName }),
      "",
      t.stageHow,
    ),
    ...section(t.headings.answers, ...list(answerLines)),
    ...section(t.headings.priorities, ...list([challenge.first, challenge.second, marketsPriority])),
    ...(segmentBlock
      ? section(segmentBlock.heading, segmentBlock.intro, "", ...list(segmentBlock.items))
      : []),
    ...industrySection,
    ...section(
      t.headings.services,
      ...list(
        services.map((id) =>
          interpolate(t.service, {
            service: serviceNames[id],
            reason: draftReason(id, reasonOf(id, recommended), facts, lang, stageName),
            link: `${base}${pathFor(id, lang)}`,
          }),
        ),
      ),
    ),
    ...section(
      t.headings.results,
      ...(serviceWindows.length > 0
        ? [`${resultsLead} ${t.results.servicesIntro}`, "", ...list(serviceWindows)]
        : [resultsLead]),
    ),
    ...section(t.headings.nextStep, interpolate(t.nextStep, { link: site.bookingUrl })),
    "",
    t.closing,
  ].join("\n");
}

import type { LeadDetail } from "#domain/inbox/model.ts";
import type { CallLength } from "#domain/booking/model.ts";
import { callLengthFor } from "#domain/booking/links.ts";
import { isOptionOf, questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { quizOrigin } from "#domain/quiz/opened-on.ts";
import { entersMexico, recommend, type ReasonKey, type Recommended } from "#domain/quiz/recommend.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { stageByKey, stageKeys, type Stage, type StageKey, type StageService } from "#domain/quiz/stages.ts";
import { pathFor } from "#domain/site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { inlineText } from "#domain/strategy/document.ts";
import { goalTheme } from "#domain/strategy/goal.ts";
import { endSentence, firstName } from "#domain/letters/letter.ts";
import { locales } from "#i18n/words.ts";
import { interpolate, lookup } from "#i18n/translate.ts";
import type { Priority } from "#i18n/locales/es/strategy.ts";

/**
 * The strategy letter the inbox's composer opens with for a quiz lead
 * (docs/decisions/096): a pure function of the stored lead, in the lead's
 * language, put together from translation blocks (i18n/locales/{lang}/strategy.ts),
 * in the plain-text format of domain/strategy/document.ts. It reads as a letter from
 * the member who signs it (the e-mail adds the signature): the greeting; one paragraph
 * that shows we read them (their company, their goal in their words, where they stand
 * in Mexico, their stage in one sentence); three priorities for the first 90 days, each
 * with why and the first step; the service that fits best and at most two more; the
 * call, with the booking link. No answers read back, no method explained, no address
 * in the body: links sit on words.
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
  | "goal"
  | "mexicoStance"
>;

export interface DraftSite {
  /** Where the letter proposes the call: the booking page with the lead's key (its owner's times first), or the firm's scheduler. */
  readonly callUrl: (minutes: CallLength) => string;
  readonly siteUrl: string;
}

type Copy = (typeof locales)[Language]["strategy"];

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

/** Text a visitor typed, inside a sentence: one line, and no brackets that could make a link of it. */
const typed = (value: string) => inlineText(value).replace(/\[/g, "(").replace(/\]/g, ")");

/** The visitor speaking of themselves ("nuestra planta", "our companies"): their words are quoted, not retold. */
const firstPerson = /(^|[^\p{L}])(nuestr[oa]s?|nos|mi|mis|me|yo|our|ours|we|us|my|me|i)(?![\p{L}])/iu;

/** A Spanish goal that starts with an infinitive ("exportar a…") reads after "quieren"; an English one after "to". */
function goalAsVerb(goal: string, lang: Language): string | null {
  if (firstPerson.test(goal)) return null;
  const [head = "", ...rest] = goal.split(" ");
  if (lang === "es") {
    return /^\p{Ll}[\p{L}]*(ar|er|ir)$/u.test(head.toLocaleLowerCase("es")) && head !== head.toUpperCase()
      ? [head.toLocaleLowerCase("es"), ...rest].join(" ")
      : null;
  }
  return /^to$/i.test(head) && rest.length > 0 ? rest.join(" ") : null;
}

/** A service's reason key: the one the answers give it, else its stage reason (a service stored before a rule changed). */
function reasonKeyOf(service: ServiceId, recommended: readonly Recommended[], entering: boolean): ReasonKey {
  const found = recommended.find((r) => r.service === service)?.reason;
  const key = found ?? (service === "softLanding" ? "mexicoEntry" : (`stage.${service}` as ReasonKey));
  if (entering && key === "wideMarkets") return "enteringWide";
  if (entering && key === "narrowMarkets") return "enteringNarrow";
  return key;
}

/** A service's reason in the letter: the stated segment's or industry's where it says more, else the rule's. */
function reasonOf(
  t: Copy,
  service: ServiceId,
  key: ReasonKey,
  lead: Pick<StrategyDraftInput, "segment" | "industry">,
): string {
  if (service === "softLanding" && lead.segment === "foreign-company") return t.reasons.foreignCompany;
  if (key === "stage.aiIntegration" && lead.industry && lead.industry !== "other")
    return interpolate(t.aiReason, {
      industry: t.industries[lead.industry].name,
      task: t.industries[lead.industry].ai,
    });
  if (key.startsWith("stage.") && (lead.segment === "family-business" || lead.segment === "startup")) {
    const own = (t.segmentReasons[lead.segment] as Partial<Record<StageService, string>>)[
      key.slice("stage.".length) as StageService
    ];
    if (own) return own;
  }
  return String(lookup(t.reasons, key));
}

/** The three priorities: the goal's, the segment's, the challenge's and the markets', in that order of weight. */
function prioritiesOf(
  t: Copy,
  lead: StrategyDraftInput,
  answers: QuizAnswers,
  entering: boolean,
): { list: Priority[]; destination: string } {
  const theme = lead.segment === "fund" || entering ? null : goalTheme(lead.goal ?? null);
  const destination = theme?.destination
    ? t.themes.destinations[theme.destination]
    : t.themes.exportDestination;
  const [c1, c2] = t.challengePriorities[answers.challenge];
  const own =
    lead.segment === "family-business" || lead.segment === "startup" ? t.segment[lead.segment] : undefined;
  let list: Priority[];
  if (lead.segment === "fund") {
    const third =
      lead.mexicoStance === "not-yet" || lead.mexicoStance === "starting"
        ? t.fund.enteringMexico
        : t.fund.report;
    list = [...t.fund.priorities, third];
  } else if (theme) list = [t.themes.export[0], t.themes.export[1], own ?? t.themes.export[2]];
  else if (entering) list = [...t.enteringMexico];
  else list = own ? [c1, own, c2] : [c1, c2, t.markets[answers.markets]];
  return { list, destination };
}

/**
 * The draft of a quiz lead's strategy letter. Throws when the answers are not a
 * complete set of the quiz's options (a contact message has no draft).
 */
export function strategyDraft(lead: StrategyDraftInput, site: DraftSite): string {
  const lang = lead.language;
  const t = locales[lang].strategy;
  const { quiz, serviceNames } = locales[lang];
  const answers = quizAnswers(lead.answers);
  const stage = stageOf(lead.stage, answers);
  const origin = quizOrigin({ quizSource: lead.quizSource, quizPage: lead.quizPage });
  const profile = { segment: lead.segment ?? null, mexicoStance: lead.mexicoStance ?? null };
  const recommended = recommend(answers, origin, profile);
  const services = lead.services?.length ? lead.services : recommended.map((r) => r.service);
  const entering = entersMexico({
    stage: stage.key,
    challenge: answers.challenge,
    markets: answers.markets,
    origin,
    ...profile,
  });
  const fund = lead.segment === "fund";
  const base = site.siteUrl.replace(/\/+$/, "");
  const link = (service: ServiceId | "funds") => `${base}${pathFor(service, lang)}`;

  const name = firstName(lead.name, lang);
  const company = typed(lead.company);
  const goal = lead.goal ? typed(lead.goal).replace(/[.…!\s]+$/u, "") : "";
  const verb = goal ? goalAsVerb(goal, lang) : null;
  const stance = lead.mexicoStance
    ? fund
      ? t.opening.fundStance[lead.mexicoStance]
      : lead.segment === "foreign-company"
        ? t.opening.foreignStance[lead.mexicoStance]
        : null
    : null;
  const opening = [
    company ? endSentence(interpolate(t.opening.thanks, { company })) : t.opening.thanksNoCompany,
    goal
      ? verb
        ? interpolate(t.opening.goal, { goal: verb })
        : interpolate(t.opening.goalQuoted, { goal })
      : interpolate(t.opening.noGoal, { challenge: t.challenge[answers.challenge] }),
    ...(stance ? [`${stance}.`] : []),
    ...(fund ? [] : [interpolate(t.stage[stage.key], { stage: quiz.stages[stage.key].name })]),
    t.opening.plan,
  ].join(" ");

  const { list, destination } = prioritiesOf(t, lead, answers, entering);
  const priorities = list.map((p) =>
    interpolate(t.priority, {
      what: interpolate(p.what, { destination }),
      why: interpolate(p.why, { destination }),
      first: interpolate(p.first, { destination }),
    }),
  );

  const named = (id: ServiceId) => ({ name: serviceNames[id], href: link(id) });
  /** The services after the first: "[A](…) and [B](…) could help too", or the one-service form. */
  const more = (ids: readonly ServiceId[], two: string, one: string): string[] => {
    const [first, second] = ids.map(named);
    if (!first) return [];
    const links = { first: first.name, firstLink: first.href };
    return [
      second
        ? interpolate(two, { ...links, second: second.name, secondLink: second.href })
        : interpolate(one, links),
    ];
  };
  let servicesParagraph: string;
  if (fund) {
    // Soft Landing first: the program serves the portfolio; the services serve the companies that need them.
    const others = [...services]
      .sort((a, b) => Number(b === "softLanding") - Number(a === "softLanding"))
      .slice(0, 2);
    servicesParagraph = [
      interpolate(t.fund.program, { link: link("funds") }),
      ...more(others, t.services.fundMoreTwo, t.services.fundMore),
    ].join(" ");
  } else {
    const [best, ...rest] = services.slice(0, 3);
    const key = reasonKeyOf(best!, recommended, entering);
    servicesParagraph = [
      interpolate(t.services.best, {
        service: serviceNames[best!],
        link: link(best!),
        reason: interpolate(reasonOf(t, best!, key, lead), { stage: quiz.stages[stage.key].name }),
      }),
      ...more(rest, t.services.more, t.services.moreOne),
    ].join(" ");
  }

  const industry = lead.industry;
  const industryLine =
    industry === null || industry === undefined || fund
      ? []
      : industry === "other"
        ? [t.otherIndustryCall]
        : [
            interpolate(t.industryCall, {
              industry: t.industries[industry].name,
              focus: t.industries[industry].focus,
            }),
          ];
  const minutes = callLengthFor(lead.segment);
  const call = interpolate(t.call, { minutes, link: site.callUrl(minutes) });

  return [
    name ? interpolate(t.greeting, { name }) : t.greetingNoName,
    "",
    opening,
    "",
    t.prioritiesIntro,
    "",
    ...priorities.map((p) => `- ${p}`),
    "",
    servicesParagraph,
    "",
    [...industryLine, call].join(" "),
    "",
    t.closing,
  ].join("\n");
}

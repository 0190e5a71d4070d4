import type { CompanyProfile } from "#domain/quiz/profile.ts";
import type { QuizResources } from "./locales/es/quiz.ts";

/** One of the lead form's profile answers as the team reads it: its label, its words and its code (null when unanswered). */
export interface ProfileWord {
  readonly field: keyof CompanyProfile;
  readonly label: string;
  readonly words: string | null;
  /** The option's code; null for the goal (its words are the visitor's) and when unanswered. */
  readonly code: string | null;
}

/**
 * The lead form's profile answers (domain/quiz/profile.ts) in the order the form asks
 * them, in the words of `p` (a language's `quiz.profile` copy): the one list the lead's page,
 * the team's e-mail, the export and the digest read, so that a new question is added once.
 */
export function profileWords(profile: CompanyProfile, p: QuizResources["profile"]): ProfileWord[] {
  const { segment, industry, goal, mexicoStance } = profile;
  return [
    { field: "segment", label: p.segment.short, words: segment && p.segment.options[segment], code: segment },
    {
      field: "industry",
      label: p.industry.short,
      words: industry && p.industry.options[industry],
      code: industry,
    },
    {
      field: "mexicoStance",
      label: p.mexicoStance.short,
      words: mexicoStance && p.mexicoStance.options[mexicoStance],
      code: mexicoStance,
    },
    { field: "goal", label: p.goal.short, words: goal, code: null },
  ];
}

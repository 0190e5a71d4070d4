import { inbox, type InboxCopy } from "./inbox.ts";
import { bookingMail, type BookingMailResources } from "./booking-mail.ts";
import { common, type CommonResources } from "./common.ts";
import { email, type EmailResources } from "./email.ts";
import { forms, type FormsResources } from "./forms.ts";
import { pages, type PagesResources } from "./pages/index.ts";
import { quiz, type QuizResources } from "./quiz.ts";
import { serviceNames, type ServiceNames } from "./service-names.ts";
import { strategy, type StrategyResources } from "./strategy.ts";

/**
 * Every word of a language, by namespace. Spanish is the source: its types are
 * the shape every other language's folder must fill (`satisfies Locale`).
 */
export interface Locale {
  readonly common: CommonResources;
  readonly forms: FormsResources;
  readonly quiz: QuizResources;
  readonly pages: PagesResources;
  readonly inbox: InboxCopy;
  readonly email: EmailResources;
  readonly serviceNames: ServiceNames;
  readonly strategy: StrategyResources;
  readonly bookingMail: BookingMailResources;
}

export const locale = {
  common,
  forms,
  quiz,
  pages,
  inbox,
  email,
  serviceNames,
  strategy,
  bookingMail,
} satisfies Locale;

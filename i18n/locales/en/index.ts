import type { Locale } from "../es/index.ts";
import { inbox } from "./inbox.ts";
import { bookingMail } from "./booking-mail.ts";
import { common } from "./common.ts";
import { email } from "./email.ts";
import { forms } from "./forms.ts";
import { pages } from "./pages/index.ts";
import { quiz } from "./quiz.ts";
import { serviceNames } from "./service-names.ts";
import { strategy } from "./strategy.ts";

/** Every English word, by namespace, in the shape of the Spanish source. */
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

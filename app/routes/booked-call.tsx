import type { Route } from "./+types/booked-call";
import { BookedCallPage } from "../features/booking/booked-call-page.tsx";
import { bookedCallAction, bookedCallLoader } from "../features/booking/booking-route.ts";
import { locales } from "#i18n/words.ts";

/** A booked call, from the visitor's signed key (docs/decisions/068). */
export async function loader(args: Route.LoaderArgs) {
  const page = await bookedCallLoader(args);
  const { bookedCall, booking } = locales[page.lang].pages;
  return { page, copy: { ...bookedCall, refusals: booking.refusals } };
}

/** The visitor cancels, as a plain form post. */
export function action(args: Route.ActionArgs) {
  return bookedCallAction(args);
}

export default function BookedCall({ loaderData, actionData }: Route.ComponentProps) {
  return <BookedCallPage page={loaderData.page} copy={loaderData.copy} action={actionData} />;
}

import type { Route } from "./+types/booking";
import { BookingPage } from "../features/booking/booking-page.tsx";
import { bookingAction, bookingLoader } from "../features/booking/booking-route.ts";
import { locales } from "#i18n/words.ts";

/** The open times, rendered on each request (docs/decisions/068); the page's words with them. */
export async function loader(args: Route.LoaderArgs) {
  const page = await bookingLoader(args);
  const { pages, forms } = locales[page.lang];
  return { page, copy: { booking: pages.booking, call: pages.bookedCall, forms } };
}

/** A booking (or a move of a booked call), as a plain form post. */
export function action(args: Route.ActionArgs) {
  return bookingAction(args);
}

/** A post the storage could not take (503) says when to try again. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const retry = actionHeaders.get("Retry-After");
  const headers = new Headers(loaderHeaders);
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage page={loaderData.page} copy={loaderData.copy} action={actionData} />;
}

import type { BookingResources } from "../es/booking.ts";
/** The booking page's words (app/routes/booking.tsx) and the inbox's calls. */
export const booking = {
  title: "Book a call",
} satisfies BookingResources;


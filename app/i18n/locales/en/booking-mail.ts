import type { BookingMailResources } from "../es/booking-mail.ts";
/** The booked call's e-mails (server/booking/mails): filled by the booking work. */
export const bookingMail = {
  subjectPlaceholder: "Your call",
} satisfies BookingMailResources;


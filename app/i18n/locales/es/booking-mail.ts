
/** The booked call's e-mails (server/booking/mails): filled by the booking work. */
export const bookingMail = {
  subjectPlaceholder: "Tu llamada",
};

export type BookingMailResources = typeof bookingMail;

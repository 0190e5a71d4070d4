
/** The booking page's words (app/routes/booking.tsx) and the inbox's calls. */
export const booking = {
  title: "Agenda una llamada",
};

export type BookingResources = typeof booking;

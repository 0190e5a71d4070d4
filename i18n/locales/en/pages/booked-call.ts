import type { PagesResources } from "../../es/pages/index.ts";

/** A booked call's page (app/routes/booked-call.tsx): the confirmation, move and cancel. */
export const bookedCall = {
  booked: "Your call is booked",
  moved: "We moved your call",
  h1: "Your call",
  when: "When",
  officeTime: "{{when}} in Mexico City",
  with: "With",
  how: "How",
  videoLink: "Video call: {{link}}",
  phoneCall: "We call you at {{number}}",
  invitation: "We sent the invitation by email to {{email}}.",
  move: "Change the time",
  cancel: "Cancel the call",
  cancelHint: "If you cancel, the time is freed and we let the team know.",
  cancelled: "You canceled the call. The time is free again.",
  bookAgain: "Book another call",
  moving: "Pick the new time for your call.",
} satisfies PagesResources["bookedCall"];

import type { BookingMailResources } from "../es/booking-mail.ts";

/** The booked call's e-mails and the texts of their calendar invitations (see the Spanish file). */
export const bookingMail = {
  whenBeside: "{{when}} ({{mexico}}, Mexico City time)",
  duration: "{{minutes}} minutes",
  visitor: {
    subject: {
      booked: "Your call with {{brand}} is confirmed: {{when}}",
      moved: "Your call with {{brand}} has a new time: {{when}}",
      cancelled: "Your call with {{brand}} on {{when}} is canceled",
    },
    intro: {
      booked: "Your call with {{member}} is confirmed.",
      moved: "Your call with {{member}} has a new time:",
      cancelled: "Your call with {{member}} is canceled; we will no longer expect you at this time:",
    },
    labels: {
      when: "When",
      duration: "Length",
      with: "With",
    },
    video: "Join the video call with this link:",
    phone: "We will call you at {{number}}.",
    invitation: "The invitation is attached: open it to add the call to your calendar.",
    cancellation: "The cancellation is attached: open it to remove the call from your calendar.",
    manage: "Need another time, or can no longer make it? Reschedule or cancel your call here:",
    again: "To book another call, just reply to this email.",
  },
  reminder: {
    subject: {
      day: "Reminder: your call with {{brand}} is tomorrow, {{when}}",
      hour: "Reminder: your call with {{brand}} starts in an hour ({{time}})",
    },
    intro: {
      day: "A reminder of your call with {{member}} tomorrow.",
      hour: "Your call with {{member}} starts in an hour.",
    },
  },
  invitation: {
    summary: "Call with {{brand}} ({{member}})",
    with: "With {{member}}, of {{brand}}.",
    video: "Video call: {{link}}",
    manage: "Reschedule or cancel: {{url}}",
  },
  team: {
    erased: "A person whose data was erased",
    subject: {
      booked: "Call booked with you: {{when}}",
      moved: "Call with you rescheduled: {{when}}",
      cancelled: "Call with you canceled: {{when}}",
    },
    heading: {
      booked: "You have a new call",
      moved: "A call with you has a new time",
      cancelled: "A call with you was canceled",
    },
    noticeSubject: {
      booked: "Call booked with {{member}}: {{when}}",
      moved: "Call with {{member}} rescheduled: {{when}}",
      cancelled: "Call with {{member}} canceled: {{when}}",
    },
    noticeHeading: {
      booked: "A visitor booked a call with {{member}}",
      moved: "A visitor moved their call with {{member}}",
      cancelled: "A visitor's call with {{member}} was canceled",
    },
    labels: {
      mexico: "Mexico City time",
      visitor: "Visitor's time ({{zone}})",
      duration: "Length",
      member: "With",
      topic: "Topic",
      video: "Video call",
      phone: "Call at",
      booking: "Booking",
    },
    summary: "Call with {{name}} ({{company}})",
    summaryNoCompany: "Call with {{name}}",
  },
} satisfies BookingMailResources;

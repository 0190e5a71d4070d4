import type { contact as es } from "../../es/pages/contact.ts";

export const contact = {
  eyebrow: "Contact",
  h1: "Let's talk about your company",
  lead: "Book a no-commitment 30-minute call or send us a message. You'll get an automatic confirmation by email right away; the reply itself is written by a person on our team.",
  scheduleButton: "Book a 30-minute call",
  call: {
    title: "What happens on the call",
    items: [
      "You tell us where your company is and where it wants to go",
      "We tell you frankly whether and how we can help",
      "You leave with a clear view of your next steps, whether or not you work with us",
    ],
  },
  info: {
    title: "Contact details",
    emailLabel: "Email",
    scheduleLabel: "Book directly",
    scheduleLink: "Pick a time on our calendar",
    hoursLabel: "Office hours",
    locationLabel: "Where we are",
    locationNote: "We work with companies across Mexico and with foreign companies coming to the country.",
    languagesLabel: "Languages",
    languages: "English and Spanish",
  },
  request: {
    title: "Your request",
  },
} satisfies typeof es;

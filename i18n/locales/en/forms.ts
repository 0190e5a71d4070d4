import type { FormsResources } from "../es/forms.ts";

export const forms = {
  errors: {
    nameMin: "Name must be at least 2 characters",
    nameMax: "Name too long",
    nameInvalid: "Name contains characters that are not allowed",
    emailInvalid: "Invalid email address",
    emailMax: "Email too long",
    companyMax: "Company name too long",
    companyInvalid: "Company name contains characters that are not allowed",
    messageMin: "Message must be at least 10 characters",
    messageMax: "Message too long (5,000 characters at most)",
    messageInvalid: "Message contains characters that are not allowed",
    segmentInvalid: "Choose one of the options in the list to describe your company",
    industryInvalid: "Choose one of the industries in the list",
    mexicoStanceInvalid: "Choose one of the options in the list about Mexico",
    goalMax: "The goal is too long (500 characters at most)",
    goalInvalid: "The goal contains characters that are not allowed",
  },
  fields: {
    name: "Full name",
    email: "Work email",
    company: "Company",
    companyOptional: "Company (optional)",
    message: "Message",
    requestCall: "I'd like to book a 30-minute call",
    requestCallFund: "I'd like to book a 20-minute call",
    honeypot: "Leave this field empty",
  },
  sending: "Sending…",
  privacy: {
    label: "Short privacy notice.",
    contact:
      "{{legalName}} uses your data to answer your message and follow up on it, and uses it for nothing else without your consent.",
    lead: "{{legalName}} uses your data and answers to prepare and send your strategy, schedule the call if you ask for one and follow up, and uses them for nothing else without your consent.",
    link: "Read the full privacy notice",
  },
  contact: {
    title: "Send us a message",
    submit: "Send message",
    success:
      "Message sent! You'll get an automatic confirmation by email, and a person on our team will reply soon.",
    successAcknowledged:
      "Message sent! We sent you an automatic confirmation less than an hour ago, so you won't get another one this time; a person on our team will reply soon.",
    successUnacknowledged:
      "Message sent! We won't send you an automatic confirmation by email this time; a person on our team will reply soon.",
    error: "Error sending message. Please try again.",
    unavailable:
      "We couldn't save your message just now. Your text is still here: please send it again in a moment.",
  },
  lead: {
    submit: "Get my strategy",
    successTitle: "Message sent!",
    successText: "Your personalized strategy will arrive within 24 hours.",
    errorTitle: "Error sending",
    errorText: "We couldn't send your message. Please try again.",
  },
} satisfies FormsResources;

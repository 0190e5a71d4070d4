import type { EmailResources } from "../es/email.ts";

export const email = {
  greeting: "Hello,",
  signature: "The {{brand}} team",
  leadAck: {
    subject: "{{brand}}: we received your answers",
    thanks: "Thank you for completing the growth assessment.",
    stage: "Your stage: {{stage}}.",
    services: "Services we recommend: {{services}}.",
    promise: "Your personalized strategy will arrive within 24 hours.",
    call: "Book your 30-minute call here:",
  },
  contactAck: {
    subject: "{{brand}}: we received your message",
    body: "Thank you for writing to us. We received your message and will be in touch soon.",
  },
  team: {
    callPrefix: "[CALL]",
    none: "—",
    leadSubject: "New quiz lead: {{stage}}, {{score}} points",
    leadHeading: "New growth quiz lead",
    contactSubject: "New message from the contact form",
    contactHeading: "New message from the contact form",
    callRequested: "Yes, book a 30-minute call",
    callNotRequested: "No",
    labels: {
      call: "Call requested",
      stage: "Stage",
      score: "Points",
      name: "Name",
      email: "Email",
      company: "Company",
      language: "Language",
      services: "Recommended services",
      message: "Message",
      quizSource: "Quiz source",
      page: "Page",
      referrer: "Referrer",
      utm: "UTM",
      id: "ID",
    },
  },
} satisfies EmailResources;

import type { EmailResources } from "../es/email.ts";

export const email = {
  greeting: "Hello,",
  greetingNamed: "Dear {{name}},",
  signature: "The {{brand}} team",
  leadAck: {
    subject: "{{brand}}: we received your answers",
    thanks: "Thank you for completing the growth quiz.",
    stage: "Your stage: {{stage}}.",
    services: "Services we recommend: {{services}}.",
    promise: "Your personalized strategy will arrive within 24 hours.",
    deadline:
      "We will send you your personalized strategy by {{weekday}}, {{month}} {{day}} at {{time}}, Mexico City time.",
    deadlineOne:
      "We will send you your personalized strategy by {{weekday}}, {{month}} {{day}} at {{time}}, Mexico City time.",
    stages: {
      foundation:
        "You are building the foundations: proving that your product solves a real problem and winning your first customers before investing in growth.",
      acceleration:
        "You have traction. Now it is time to turn what works into a repeatable sales engine and put operations in order so growth stops depending on guesswork.",
      scaling:
        "Your model works and demand is growing. The challenge is to scale without breaking operations: processes, data and technology keeping pace with sales.",
      maturity:
        "Your company is established. The next leap comes from efficiency, digital transformation and well-supported leadership decisions.",
      enterprise:
        "You operate at scale. Your growth depends on new markets, solid governance and transforming operations without slowing the business down.",
    },
    call: "Book your 30-minute call here:",
  },
  contactAck: {
    subject: "{{brand}}: we received your message",
    body: "Thank you for writing to us. We received your message; a person on our team will read it and reply soon.",
    bodyBy:
      "Thank you for writing to us. We received your message; a person on our team will read it and reply by {{weekday}}, {{month}} {{day}}.",
    automatic: "This email is an automatic confirmation. To add anything, just reply to it.",
  },
  strategy: {
    subject: "Your growth strategy — {{company}} · {{brand}}",
    subjectNoCompany: "Your growth strategy · {{brand}}",
    replySubject: "Reply to your message · {{brand}}",
    attached: "This strategy is also attached as a PDF.",
    fileName: "strategy",
    firm: "{{brand}}, growth operators",
    pdf: {
      title: "Growth strategy",
      company: "Prepared for {{company}}",
      dateline: "Mexico City, {{date}}",
      preparedBy: "Prepared by",
      phone: "Tel. {{phone}}",
      page: "Page {{page}} of {{pages}}",
    },
  },
  digest: {
    callsHeading: "Calls in the next 24 hours ({{count}})",
    callLength: "{{minutes}} min",
    subject: "Daily digest: {{new}} new, {{waiting}} waiting for a strategy ({{overdue}} overdue)",
    heading: "Digest of {{date}}",
    newHeading: "New since {{since}} ({{count}})",
    waitingHeading: "Waiting for their strategy, oldest first ({{count}})",
    none: "None.",
    message: "contact message",
    points: "{{score}} points",
    overdueBy: "overdue by {{hours}} h",
    dueIn: "due in {{hours}} h",
    compose: "Write it",
    open: "Open the inbox",
  },
  team: {
    callPrefix: "[CALL]",
    none: "—",
    leadSubject: "New quiz lead: {{stage}}, {{score}} points",
    leadHeading: "New growth quiz lead",
    replyBy: "{{weekday}}, {{month}} {{day}}",
    deadline: "{{weekday}}, {{month}} {{day}}, {{time}}, Mexico City time",
    contactSubject: "New message from the contact form",
    contactHeading: "New message from the contact form",
    callRequested: "Yes, book a 30-minute call",
    callNotRequested: "No",
    labels: {
      call: "Call requested",
      deadline: "Strategy promised by",
      replyBy: "Reply promised by",
      link: "Open in the inbox",
      stage: "Stage",
      score: "Points",
      name: "Name",
      email: "Email",
      company: "Company",
      language: "Language",
      services: "Recommended services",
      message: "Message",
      quizSource: "Quiz source",
      quizPage: "Page the quiz was opened on",
      page: "Source page",
      referrer: "Referring site",
      utm: "UTM",
      id: "ID",
    },
    quizSources: {
      fab: "Floating button",
      home_cta: "Call to action: Home",
      services_cta: "Call to action: Services",
      solutions_stages: "Call to action: Solutions (stages)",
      solutions_foreign: "Call to action: Solutions (foreign companies)",
      page: "Quiz page",
    },
  },
} satisfies EmailResources;

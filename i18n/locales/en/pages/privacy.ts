import type { privacy as es } from "../../es/pages/privacy.ts";

export const privacy = {
  h1: "Privacy notice",
  lead: "Who processes the personal data you give us on this website, which data, what for, who else processes it on our behalf, and how you exercise your rights.",
  tocTitle: "Contents",
  updated: "Date of this notice: December 5, 2026.",
  controller: {
    title: "Who is responsible for your data",
    body: "{{legalName}} (“{{brand}}”) is the controller of the personal data you give us on this website.",
    bodyBrand: "{{brand}} is the controller of the personal data you give us on this website.",
    rfc: "Its Mexican taxpayer number (RFC) is {{rfc}}.",
    domicile: "Its registered address, where it also receives your requests about your data, is {{address}}.",
    city: "It is based in {{city}}.",
    contact: "For anything about your personal data, write to us at {{email}}.",
    law: "This notice is issued under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties (Ley Federal de Protección de Datos Personales en Posesión de los Particulares), published in the Diario Oficial de la Federación on March 20, 2025, and in force since the following day.",
  },
  data: {
    title: "What data we collect",
    intro: "Only what you type in the website's forms and the technical context of what you send:",
    items: [
      "If you write to us through the contact form: your name, your email, your company (if you give it) and your message.",
      "If you ask for your strategy in the growth quiz: your name, your email, your company (if you give it), your four answers (annual revenue, team size, main challenge and where you sell), the stage and services they lead to, whether you want to book a call and, if you give them, the optional answers about your company: what kind of company it is, its industry, what you want to achieve in the next 12 months (in your own words) and, for a foreign company or a fund, where it stands in Mexico.",
      "If you book a call on the website: your name, your email, your company (if you give it), the topic (if you write one), how you want to meet and, if you choose phone, your number, the time you chose and your time zone. We use them to hold the time, send you the calendar invitation, the reminders 24 hours and 1 hour before, and the links to move or cancel it; the team member who takes the call gets the same invitation.",
      "With everything you send: the page's language, the page where you entered the website, the page you came from, the link's campaign parameters (UTM), the page where you opened the quiz and the browser you use.",
    ],
    closing:
      "We do not ask for sensitive personal data. Our server does not store your IP address: it only uses it to limit automated submissions, for one minute, and to limit the acknowledgements one address asks for, for one hour, always as a fingerprint made with a key that never leaves our systems, from which the address cannot be recovered (the one-minute fingerprint is kept in our database when the website runs on several servers).",
  },
  purposes: {
    title: "What we use your data for",
    necessaryIntro: "Necessary purposes, without which we cannot handle what you ask for:",
    necessary: [
      "Answering your message or request and following up on it in the team's inbox (who handles it, its status and internal notes).",
      "Preparing your personalized strategy from your quiz answers and emailing it to you.",
      "Scheduling and holding the call you ask for.",
      "Sending you the automatic acknowledgment and letting the team know about your request.",
      "Handling your requests about your data and meeting our legal obligations.",
    ],
    voluntaryIntro:
      "A voluntary purpose, which you can refuse without any change in how we handle your request:",
    analytics:
      "Measuring, in aggregate and with Google Analytics, how the website is used (pages viewed and quiz steps) in order to improve it.",
    optOut: "To refuse, block Google Analytics cookies in your browser or write to us at {{email}}.",
    noVoluntary:
      "We do not use your data for any voluntary purpose: we send you no advertising or newsletters. If we ever wanted to, we would ask for your consent first.",
  },
  processors: {
    title: "Who else processes your data",
    intro:
      "We rely on providers that process your data only on our behalf, for the purposes of this notice and under a duty of confidentiality (processors, in the law's terms):",
    hosting:
      "The hosting provider that runs the website, its server and the database where we store your request.",
    email:
      "The email delivery provider that delivers the acknowledgment, your strategy, our replies and the team's notifications.",
    crm: "When the firm uses a customer relationship management system (CRM), the website sends it a copy of each request (your contact details, your message or quiz answers, and the technical context) so it can be followed up there.",
    analytics:
      "Google, which through Google Analytics receives data on your browsing of the website (pages viewed, quiz steps and its cookies' identifiers) and may process it outside Mexico. We never send it your name, your email or your message.",
    funnel:
      "The quiz counts anonymously, on our own server, how many times it is opened and how many people reach each question, the result and the request, with no cookies, no IP address and no browser details. Each opening's random identifier is deleted after two days; the daily counts, which identify no one, are kept.",
    transfers:
      "We do not transfer your personal data to third parties for their own purposes, except where the law allows it without your consent, such as a well-founded request from a competent authority.",
    ownTerms:
      "If you book a call on our online calendar or write to us through a messaging service, that service processes your data under its own privacy notice.",
  },
  retention: {
    title: "How long we keep your data",
    body: [
      "We keep your request and its follow-up while we handle it and for as long as the relationship that comes from it lasts, or until you ask us to delete it.",
      "When we delete your data, we erase your requests and messages, their history, emails waiting to be sent and the copies of emails the system keeps as files; only a record that a deletion took place remains, without your data. If the firm uses a CRM, we also erase what it received.",
      "Copies of emails the system keeps as files are deleted automatically after a fixed period.",
    ],
  },
  rights: {
    title: "Your rights and how to exercise them",
    intro:
      "You can access your data, correct it if it is inaccurate or incomplete, have it deleted, or object to its processing (your ARCO rights, in Mexican law). You can also withdraw the consent you gave us and ask us to limit the use or disclosure of your data.",
    howTo: "To do so, write to us at {{email}} with:",
    postal: "You can also hand in your request in writing at our registered address: {{address}}.",
    requirements: [
      "Your name and how you want to receive our answer.",
      "A document proving your identity or, if someone represents you, their identity and authority.",
      "A clear description of the data and of the right you want to exercise (for a correction, the change and a document supporting it).",
      "Any other document or detail that helps us find your data.",
    ],
    response:
      "We answer by email within 20 business days of receiving your request and, if it is granted, we carry it out within 15 business days of our answer.",
    revocation:
      "Withdrawing consent works the same way. In some cases we cannot act on it at once because a legal obligation requires us to keep certain data, and withdrawing consent for the necessary purposes means we can no longer handle your request.",
    authority:
      "If you get no answer or disagree with it, you can file a data protection request with the Secretaría Anticorrupción y Buen Gobierno, Mexico's data protection authority, within 15 days of our answer or, if we did not answer, once the time for answering has passed.",
  },
  cookies: {
    title: "Cookies and storage in your browser",
    storage:
      "The website stores the language you choose in your browser (in a cookie and in local storage) and, while you use the quiz, your answers in progress and the page where you entered (in the tab's storage, which is cleared when you close it).",
    noAnalytics: "We use no analytics or advertising cookies.",
    analytics:
      "Google Analytics uses its own cookies to measure visits; you can block or delete them in your browser's settings.",
  },
  changes: {
    title: "Changes to this notice",
    body: [
      "When we change this notice, we will publish the new version on this page, with its date at the top. If a change requires your consent, we will ask for it before it applies.",
      "This notice is also available in Spanish; if the two versions differ, the Spanish version governs.",
    ],
  },
} satisfies typeof es;

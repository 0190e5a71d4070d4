import type { privacy as es } from "../../es/pages/privacy.ts";

export const privacy = {
  h1: "Privacy notice",
  lead: "This notice explains who processes your personal data, which data, for what purposes and how you can exercise your rights, under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties. The Spanish version is the legally binding one.",
  tocTitle: "Contents",
  sections: [
    {
      title: "Data controller",
      body: [
        "{{legalName}} (“{{brand}}”), located in {{legalAddress}}, is responsible for processing the personal data you provide through this website.",
        "For any matter relating to your personal data, write to us at {{email}}.",
      ],
      list: [],
    },
    {
      title: "Personal data we collect",
      body: ["We collect the data you give us directly when you use the site's forms:"],
      list: [
        "Contact form: name, email address, company and the content of your message.",
        "Growth quiz: name, email address, company (optional), your quiz answers and whether you request a call.",
        "Technical data: language, the page you came from and the campaign (UTM) parameters you arrived with, and your browser type.",
      ],
    },
    {
      title: "Purposes of processing",
      body: [
        "We use your data for the following primary purposes, which are needed to handle your request: replying to your messages, scheduling the calls you ask for, sending you the strategy or material you requested and following up on your request.",
        "As a secondary purpose, and only if you don't object, we use aggregated site usage data to measure and improve the site. You can object to this secondary purpose at any time by writing to {{email}}; doing so does not affect how we handle your request.",
        "We do not collect sensitive personal data and we do not sell your data.",
      ],
      list: [],
    },
    {
      title: "Transfers",
      body: [
        "We do not transfer your personal data to third parties without your consent, except where the law allows it. Providers that host the site or run our email and scheduling tools process data on our behalf and under confidentiality obligations.",
      ],
      list: [],
    },
    {
      title: "ARCO rights and withdrawing consent",
      body: [
        "You have the right to access your personal data, rectify it if it is inaccurate, cancel it or object to its processing (known in Mexico as ARCO rights), and to withdraw your consent. To exercise them, send a request to {{email}} including:",
      ],
      list: [
        "Your name and a way to contact you.",
        "A document proving your identity or, where applicable, that of your representative.",
        "A clear description of the data and of the right you wish to exercise.",
        "Any document that helps us locate your data.",
      ],
    },
    {
      title: "Response to your request",
      body: [
        "We will reply by email within the time limits set by law and, where your request is upheld, give effect to it within those same limits. If you believe your request was not handled properly, you may turn to the competent data protection authority.",
      ],
      list: [],
    },
    {
      title: "Cookies and similar technologies",
      body: [
        "The site stores your language preference in your browser. If we enable analytics tools, they will use cookies to measure visits in aggregate; you can disable them in your browser settings.",
      ],
      list: [],
    },
    {
      title: "Changes to this notice",
      body: [
        "We may update this notice because of legal changes or changes to our services. Any change will be published on this page, with the date of the last update.",
      ],
      list: [],
    },
  ],
  updated: "Last updated: November 22, 2026.",
} satisfies typeof es;

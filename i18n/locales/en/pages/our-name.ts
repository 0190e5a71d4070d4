import type { ourName as es } from "../../es/pages/our-name.ts";

export const ourName = {
  eyebrow: "Our name",
  h1: "Why we are called {{brand}}",
  lead: "Our name comes from a climbing route above the sea in Mallorca, and from how it was finally climbed: attempt after attempt, with the sea as a safety net.",
  story: {
    title: "A route above the sea",
    paragraphs: [
      "Es Pontàs is a limestone sea arch in Santanyí, on the southeast coast of Mallorca. Across the arch runs a 20-meter deep-water solo route, climbed without ropes or harness, with the sea as the only protection.",
      "Chris Sharma made the first ascent on September 26, 2006 and graded it 9a+ (5.15a). In November 2005 he had climbed an easier variant with a seaward exit, Pontax (8c). The crux of Es Pontàs is a dynamic jump from one side of the arch to the other: you commit fully, or you fall.",
      "Every fall ends in the water, so every failure is survivable. Sharma came back again and again until he made it. The film King Lines (2007) made the route famous, and a decade passed before anyone repeated it.",
    ],
  },
  facts: {
    title: "The route in figures",
    items: [
      { value: "20 m", label: "of climbing across the arch" },
      { value: "9a+", label: "grade (5.15a)" },
      { value: "2006", label: "first ascent, by Chris Sharma" },
      { value: "2016", label: "second ascent, by Jernej Kruder" },
    ],
  },
  timeline: {
    title: "Timeline",
    items: [
      { date: "1978", text: "Miquel Riera starts deep-water soloing in Mallorca, at Porto Pi." },
      { date: "November 2005", text: "Chris Sharma climbs Pontax (8c), the variant with a seaward exit." },
      { date: "September 26, 2006", text: "Sharma completes Es Pontàs, 9a+ (5.15a)." },
      { date: "2007", text: "The film King Lines makes the route famous worldwide." },
      { date: "November 2016", text: "Jernej Kruder makes the second ascent." },
      { date: "October 5, 2018", text: "Jan Hojer makes the third." },
    ],
  },
  parallel: {
    eyebrow: "The parallel for founders",
    title: "Building a company is a lot like climbing Es Pontàs",
    items: {
      line: {
        title: "A hard line, chosen on purpose",
        body: "Nobody climbs Es Pontàs by accident. Founding and growing a company is also a deliberate choice to attempt something hard.",
      },
      fall: {
        title: "A safe place to fall",
        body: "The sea turns every fall into a lesson. Our job is similar: to let you try, fail cheaply and go again.",
      },
      attempts: {
        title: "Many attempts",
        body: "No great result comes on the first try. It comes from measuring, adjusting and going back to the wall knowing more.",
      },
      leap: {
        title: "The leap only commitment makes",
        body: "There are no half measures at the crux. Nor in a company: there comes a moment when you have to jump with everything you have.",
      },
    },
  },
  sources: {
    title: "Sources",
    wikipedia: "Wikipedia, “Es Pontàs (climb)”",
    secondAscent: "UKClimbing, “2nd Ascent of Es Pontas for Jernej Kruder”",
    history: "UKClimbing, “A History of Mallorca Deep Water Soloing”",
  },
  finalCta: {
    title: "What's your next line?",
    body: "If you're facing a hard challenge, let's talk. Book a 30-minute call, no commitment.",
  },
} satisfies typeof es;

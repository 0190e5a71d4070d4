/**
 * Navigation between public pages is a document load made instant (docs/decisions/047):
 * Chromium prefetches a same-site page when the pointer rests on its link or it is
 * pressed ("moderate"), and prerenders it a moment before the click where that is safe:
 * never a link that changes something on the server (the language switcher's `?lng=`
 * link sets the preference cookie), a download, or a link a script takes
 * over (the quiz's button and calls to action open the dialog). Other browsers get a
 * `<link rel=prefetch>` on hover from the island loader (app/islands/loader.ts).
 *
 * Added at build time to the pre-rendered pages without React Router's bootstrap: an
 * inline script, allowed there by its hash like every inline script of those files
 * (server/csp.ts). Pages rendered per request carry none.
 */
// No public page links to the team inbox (server/admin/public-pages.test.ts: no page names it).
const notSafe = [
  { href_matches: "*\\?*" },
  { selector_matches: "[download], [hreflang], [data-quiz-source], [data-testid=quiz-fab], [target]" },
];

const sameSite = (extra: object[]) => ({
  and: [{ href_matches: "/*" }, ...[...notSafe, ...extra].map((rule) => ({ not: rule }))],
});

export const speculationRules = {
  prefetch: [{ where: sameSite([]), eagerness: "moderate" }],
  prerender: [{ where: sameSite([{ href_matches: "/*.pdf" }]), eagerness: "moderate" }],
};

const marker = '<script type="speculationrules">';

/** The page with its speculation rules at the end of its head (once). */
export function withSpeculationRules(html: string): string {
  if (html.includes(marker)) return html;
  if (!html.includes("</head>")) throw new Error("the page has no </head> for its speculation rules");
  return html.replace("</head>", `${marker}${JSON.stringify(speculationRules)}</script></head>`);
}

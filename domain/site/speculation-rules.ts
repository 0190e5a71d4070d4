/**
 * Navigation between public pages is a document load made instant (docs/decisions/103):
 * Chromium prefetches a same-site page when the pointer rests on its link or it is
 * pressed ("moderate"), and prerenders it a moment before the click where that is safe:
 * never a link that changes something on the server (the language switcher's `?lng=`
 * link sets the preference cookie), a download, or a link a script takes
 * over (the quiz's button and calls to action open the dialog). Other browsers get a
 * `<link rel=prefetch>` on hover from the island loader (app/islands/loader.ts).
 *
 * The island loader adds them to the page once it runs, on the visitor's first intent
 * (docs/decisions/103): a visitor who only reads does not pay for them. An inline script,
 * allowed by its hash (server/csp.ts) like every inline script of the pages.
 */
// No public page links to the team inbox (server/inbox/public-pages.test.ts: no page names it).
const notSafe = [
  { href_matches: "*\\?*" },
  { selector_matches: "[download], [hreflang], [data-quiz-source], [data-testid=quiz-fab], [target]" },
];

const sameSite = (extra: object[]) => ({
  and: [{ href_matches: "/*" }, ...[...notSafe, ...extra].map((rule) => ({ not: rule }))],
});

const speculationRules = {
  prefetch: [{ where: sameSite([]), eagerness: "moderate" }],
  prerender: [{ where: sameSite([{ href_matches: "/*.pdf" }]), eagerness: "moderate" }],
};

/** The rules' script text, exactly as the loader inserts it and the pages' policy hashes it. */
export const speculationRulesText = JSON.stringify(speculationRules);

/**
 * The brand's colours, for what the stylesheet does not reach: the PDFs, the
 * e-mails, the Open Graph images and the browser's theme colour. app/app.css
 * declares the same values as Tailwind theme colours (`--color-ink`,
 * `--color-brand-700`…); domain/site/brand.test.ts keeps the two equal.
 */
export const brandColors = {
  /** Body text (`--color-ink`). */
  ink: "#0f1f2b",
  /** Secondary text on white (the PDFs' and e-mails' notes). */
  muted: "#4b5863",
  /** The brand's blue (`--color-brand-700`): headings, bands, links. */
  brand: "#0b5b77",
  /** Its dark end (`--color-brand-800`): the theme colour, the images' gradient. */
  brandDark: "#0b3b52",
  /** The accent (`--color-accent-400`): the logo's wave, the checklist's marks. */
  accent: "#f2a93b",
  /** Its light end (`--color-accent-300`): text on the dark blue. */
  accentLight: "#f7c46c",
} as const;

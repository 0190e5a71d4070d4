import type { FirmProfileInput } from "#domain/site/firm-profile.ts";

/**
 * The firm's profile: what only the firm can supply (docs/decisions/099). Fill in a
 * fact only when the firm has given it; until then leave it out. A page shows a block
 * only when its facts are here, and `npm run build` prints one warning per fact still
 * missing. The build validates this file (domain/site/firm-profile.ts says what each
 * field takes) and stops on a bad value.
 *
 * Photos and logos are files beside this one, e.g. `photo: "firm/ana-perez.jpg"` in
 * app/content/firm/ (square, at least 400 × 400 px); the build serves them at
 * /firm/<file name>. A client's logo or testimonial goes here only with the client's
 * permission, and its `permissionDate` says when it was given.
 *
 * Example of a filled-in profile (invented, for tests only):
 * tests/fixtures/firm-profile.example.json.
 */
export const firmProfile = {
  address: {
    city: { es: "Ciudad de México", en: "Mexico City" },
  },
} satisfies FirmProfileInput;

/**
 * html-validate over every pre-rendered page (npm run test:html, part of npm test).
 * The recommended preset, with only the rules that disagree with how React 19
 * and Radix serialise valid HTML relaxed, each for its reason.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React serialises void elements as `<meta />`: valid HTML, a style choice.
    "void-style": ["error", { style: "selfclose" }],
    // React keeps the JSX names of a few attributes (`charSet`, `hrefLang`); HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes as `async=""`…
    "attribute-boolean-style": ["error", { style: "empty" }],
    // …and `hidden` both as `hidden=""` (our JSX) and bare `hidden` (its streaming markers): both are valid.
    "attribute-empty-style": "off",
    // React's useId ids (`_R_2b5_`) and streaming ids (`S:0`) are valid HTML5 ids (no whitespace), not HTML4 ones.
    "valid-id": ["error", { relaxed: true }],
    // The quiz's options are a WAI-ARIA radio group of buttons (role="radio", docs/decisions/009), not native inputs.
    "prefer-native-element": ["error", { exclude: ["radio"] }],
    // Radix sets these inline on its visually hidden native radio input and its roving-focus group;
    // our own code uses classes (and CSS variables, which the rule allows).
    "no-inline-style": [
      "error",
      {
        allowedProperties: [
          "display",
          "outline",
          "position",
          "pointer-events",
          "opacity",
          "margin",
          "transform",
        ],
      },
    ],
  },
};

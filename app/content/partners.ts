/**
 * The four partners. Names and photos are supplied by the firm: until then a
 * partner is shown by role, with no photo. Adding one is a one-line change,
 * e.g. `name: "Ana Pérez", photo: "/team/ana-perez.jpg"` (photo in public/team/,
 * 400 × 400 px). Role, experience and bio are translated copy in
 * app/i18n/locales/{es,en}/pages/about.ts under `partners.items.<key>`.
 */
export type PartnerKey = "operations" | "finance" | "growth" | "legal";
export type IndustryKey = "mobility" | "ecommerce" | "hospitality" | "fintech" | "food" | "retail" | "ai";

export interface Partner {
  readonly key: PartnerKey;
  readonly name?: string;
  readonly photo?: string;
  readonly industries: readonly IndustryKey[];
}

export const partners: readonly Partner[] = [
  { key: "operations", industries: ["mobility", "ecommerce", "hospitality"] },
  { key: "finance", industries: ["fintech", "retail", "food"] },
  { key: "growth", industries: ["ecommerce", "retail", "ai"] },
  { key: "legal", industries: ["fintech", "food", "hospitality"] },
];

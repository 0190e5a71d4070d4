import type { PartnerArea } from "#domain/site/firm-contact.ts";

/**
 * The four partner areas of the About page, each with its industries. The partners'
 * names, photos and links are the firm's profile (app/content/firm-profile.ts,
 * docs/decisions/099); an area for which it names no one, About shows by role,
 * with no photo, after the named partners (docs/decisions/099). Each area's role, experience and bio are translated copy in
 * i18n/locales/{es,en}/pages/about.ts under `partners.items.<key>`.
 */
export type PartnerKey = PartnerArea;
export type IndustryKey = "mobility" | "ecommerce" | "hospitality" | "fintech" | "food" | "retail" | "ai";

export interface Partner {
  readonly key: PartnerKey;
  readonly industries: readonly IndustryKey[];
}

export const partners: readonly Partner[] = [
  { key: "operations", industries: ["mobility", "ecommerce", "hospitality"] },
  { key: "finance", industries: ["fintech", "retail", "food"] },
  { key: "growth", industries: ["ecommerce", "retail", "ai"] },
  { key: "legal", industries: ["fintech", "food", "hospitality"] },
];

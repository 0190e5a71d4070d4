import { z } from "zod";

/**
 * Public site settings: what the pages show and link to. Defaults are the
 * firm's; each can be overridden by an environment variable at build time
 * (see .env.example). Server-only settings live in server/env.ts. The firm's own
 * facts (legal name, address, phone, partners) are its profile, not settings
 * (domain/site/firm-profile.ts, docs/decisions/099).
 */
export const SiteSettingsSchema = z.object({
  brandName: z.string().min(1).default("Pontàs"),
  siteUrl: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  contactEmail: z.email().default("hola@pontas.mx"),
  /**
   * An external scheduler the firm chose instead of the site's own booking page
   * (docs/decisions/068): unset, every call to action links to the booking page.
   */
  schedulingUrl: z.url({ protocol: /^https$/ }).optional(),
  fundsSchedulingUrl: z.url({ protocol: /^https$/ }).optional(),
  gaMeasurementId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  linkedinUrl: z.url({ protocol: /^https$/ }).optional(),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** Environment variable that overrides each setting. */
export const siteSettingsEnv = {
  brandName: "SITE_BRAND_NAME",
  siteUrl: "SITE_URL",
  contactEmail: "SITE_CONTACT_EMAIL",
  schedulingUrl: "SITE_SCHEDULING_URL",
  fundsSchedulingUrl: "SITE_FUNDS_SCHEDULING_URL",
  gaMeasurementId: "SITE_GA_MEASUREMENT_ID",
  linkedinUrl: "SITE_LINKEDIN_URL",
} as const satisfies Record<keyof SiteSettings, string>;

/** Reads the settings from an environment map; empty values fall back to defaults. */
export function parseSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const raw: Record<string, string> = {};
  for (const [key, name] of Object.entries(siteSettingsEnv)) {
    const value = env[name]?.trim();
    if (value) raw[key] = value;
  }
  return SiteSettingsSchema.parse(raw);
}

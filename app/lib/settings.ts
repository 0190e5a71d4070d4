import type { SiteSettings } from "#domain/site/settings.ts";

declare const __SITE_SETTINGS__: SiteSettings;

/** Site settings, fixed at build time from the environment (server/env.ts reads it). */
export const settings: SiteSettings = __SITE_SETTINGS__;

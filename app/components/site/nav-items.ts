import type { ScreenId } from "#domain/site/screens.ts";

/** Screens in the header navigation, in order: solutions, services, about, contact. */
export const headerNav = ["solutions", "services", "about", "contact"] as const satisfies readonly ScreenId[];

/** Screens in the footer's site map. */
export const footerNav = ["solutions", "services", "funds", "quiz"] as const satisfies readonly ScreenId[];

export const footerCompany = ["about", "ourName", "contact"] as const satisfies readonly ScreenId[];

import { useRouteLoaderData } from "react-router";
import type { PartnerArea } from "#domain/site/firm-contact.ts";
import type { FirmOfficeHours } from "#domain/site/firm-profile.ts";

/**
 * The firm's profile as the pages get it, in one language (docs/decisions/099): the
 * site-wide facts come with the root route's loader data (`useFirm`), a page's own
 * (partners, testimonials, clients) with its loader's. Every field is there only when
 * the profile has it; a block with no facts is not rendered.
 */

/** The address, each part in the page's language. */
export interface AddressView {
  readonly street?: string;
  readonly neighborhood?: string;
  readonly municipality?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly state?: string;
}

/** A partner; role and bio fall back to the copy of the partner's area (About). */
export interface PartnerView {
  readonly name: string;
  readonly area?: PartnerArea;
  readonly role?: string;
  readonly bio?: string;
  /** URL path of the photo (/firm/…). */
  readonly photo?: string;
  readonly linkedin?: string;
  readonly bookingUrl?: string;
}

export interface TestimonialView {
  readonly quote: string;
  readonly author: string;
  readonly role?: string;
  readonly company: string;
}

export interface ClientView {
  readonly name: string;
  /** URL path of the logo (/firm/…). */
  readonly logo?: string;
}

/** The facts every page may show (footer, Contact, the quiz, the privacy notice, JSON-LD). */
export interface FirmFacts {
  readonly legalName?: string;
  readonly rfc?: string;
  readonly repse?: string;
  readonly ndaBeforeFirstCall: boolean;
  /** As written in the profile: "+52 55 1234 5678". */
  readonly phone?: string;
  readonly whatsapp?: string;
  readonly address?: AddressView;
  readonly officeHours: readonly FirmOfficeHours[];
  /** The partners, without their bios (the structured data names them). */
  readonly people: readonly Omit<PartnerView, "bio">[];
}

export const noFirmFacts: FirmFacts = { ndaBeforeFirstCall: false, officeHours: [], people: [] };

/** The site-wide facts of the firm, from the root route's loader data. */
export function useFirm(): FirmFacts {
  const data = useRouteLoaderData("root") as { firm?: FirmFacts } | undefined;
  return data?.firm ?? noFirmFacts;
}

import { createContext, type RouterContext } from "react-router";
import type { ContactService } from "../forms/contact-service.ts";
import type { TeamRequest } from "../inbox/team-request.ts";
import type { BookingService } from "../booking/model.ts";

/**
 * What the server hands the routes with each request (server/page-handler.ts sets
 * them, the routes and app/entry.server.tsx read them). Each value is null when
 * no server provided it (React Router's handler run on its own, the pre-render).
 */
interface RouterContexts {
  /** The response's CSP nonce for the scripts React emits (docs/decisions/088); null while pre-rendering. */
  readonly cspNonce: RouterContext<string | null>;
  /** The inbox's part of the request: its session, its member, its operations. */
  readonly teamRequest: RouterContext<TeamRequest | null>;
  /** Where the contact form's action sends a submission. */
  readonly contactService: RouterContext<ContactService | null>;
  /** The booking pages' open times and bookings; null when the site takes no bookings (no team). */
  readonly bookingService: RouterContext<BookingService | null>;
}

declare global {
  /** The process's one set of router contexts (see below). */
  var pontasRouterContexts: RouterContexts | undefined;
}

/**
 * One object per process (docs/decisions/088): the server and the React Router
 * build each bundle this module, and the router finds a context by its object, so
 * the first copy to load creates them and every other copy takes the same.
 */
const contexts = (globalThis.pontasRouterContexts ??= {
  cspNonce: createContext<string | null>(null),
  teamRequest: createContext<TeamRequest | null>(null),
  contactService: createContext<ContactService | null>(null),
  bookingService: createContext<BookingService | null>(null),
});

export const cspNonceContext = contexts.cspNonce;
export const teamRequestContext = contexts.teamRequest;
export const contactServiceContext = contexts.contactService;
export const bookingServiceContext = contexts.bookingService;

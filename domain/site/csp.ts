import { createContext, type RouterContext } from "react-router";

declare global {
  /** The one cspNonceContext of the process (see below). */
  var pontasCspNonceContext: RouterContext<string | null> | undefined;
}

/**
 * What a page rendered per request and its Content-Security-Policy share
 * (docs/decisions/045): the response's nonce, set by the server (server/page-handler.ts)
 * and given by app/entry.server.tsx to React Router and React, which put it on
 * every inline script they emit. Null while pre-rendering: those pages are
 * allowed by their scripts' hashes.
 *
 * One object per process (docs/decisions/049): the server and the React Router
 * build each bundle this module, and the router finds a context by its object, so
 * the first copy to load creates it and every other copy takes the same.
 */
export const cspNonceContext = (globalThis.pontasCspNonceContext ??= createContext<string | null>(null));

/** The inline snippet that defines `gtag` (the library itself loads from Google's tag manager). */
export function gtagInitScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)},{send_page_view:false});`;
}

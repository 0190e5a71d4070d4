import { createContext } from "react-router";

/**
 * What a page rendered per request and its Content-Security-Policy share
 * (docs/decisions/045): the response's nonce, set by the server (server/app.ts)
 * and given by app/entry.server.tsx to React Router and React, which put it on
 * every inline script they emit. Null while pre-rendering: those pages are
 * allowed by their scripts' hashes.
 */
export const cspNonceContext = createContext<string | null>(null);

/** The inline snippet that defines `gtag` (the library itself loads from Google's tag manager). */
export function gtagInitScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)},{send_page_view:false});`;
}

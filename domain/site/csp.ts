/** The inline snippet that defines `gtag` (the library itself loads from Google's tag manager). */
export function gtagInitScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)},{send_page_view:false});`;
}

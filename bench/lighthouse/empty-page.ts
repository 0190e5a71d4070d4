import http from "node:http";

/**
 * The control line of the benchmark (docs/decisions/103): an empty page (a heading and a
 * paragraph, no style sheet, no script) served by bare node:http, measured as every page
 * is. Its main-thread work and TBT are what this harness (a fresh Chromium, Lighthouse's
 * own injected scripts, the multiplier) costs any page at all, so a page's figure is read
 * against it, measured in the same run.
 */
const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="An empty page: the benchmark\'s control line.">' +
  "<title>Empty page</title></head><body><main><h1>Empty page</h1><p>The benchmark's control line.</p></main></body></html>";

/** Starts the empty page's server on a free loopback port; resolves to its URL and a stop function. */
export function serveEmptyPage(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

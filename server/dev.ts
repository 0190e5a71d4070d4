import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { DevPages } from "./pages.ts";

/**
 * `npm run dev`: the same server as production (server/app.ts: redirects, headers,
 * the lead endpoint, the contact form's storage), with Vite in middleware mode in
 * place of build/ (the pattern of React Router's node-custom-server template).
 * Pages are rendered from source on each request, and hot updates travel over
 * `server`'s own port (one port, which the Content-Security-Policy's 'self' covers).
 * Vite is a development dependency: imported only here, only in development.
 */
export async function devPages(server: Server): Promise<DevPages & { close: () => Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    appType: "custom",
    // No CORS headers of Vite's own: pages answer with the production headers.
    server: { middlewareMode: true, hmr: { server }, cors: false },
  });
  return {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    middlewares: vite.middlewares,
    close: () => vite.close(),
  };
}

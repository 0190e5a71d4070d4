// The server's entry: `node server/index.ts` from source, `node build/host/index.js` once
// built (scripts/build-server.ts). NODE_ENV must be set before React, React Router and
// Express load, and imports are evaluated before a module's own code: so main.ts, which
// imports them, is loaded only after node-env.ts has run.
import "./node-env.ts";

await import("./main.ts");

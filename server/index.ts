// The server's entry: `node server/index.ts` from source, `node build/host/index.js` once
// built (scripts/build-server.ts). NODE_ENV must be set before React, React Router and
// Express load, and imports are evaluated before a module's own code: so main.ts, which
// imports them, is loaded only after node-env.ts has run.
import "./node-env.ts";

// What the server creates is its own alone: DATA_DIR 0700, the database, its WAL and the
// .eml files 0600 (they hold personal data). Set before anything is created.
process.umask(0o077);

// A bad setting (server/env.ts's ConfigError) is one line naming it, and exit code 1:
// what an operator reads in a service's log, not a stack trace.
try {
  await import("./main.ts");
} catch (error) {
  if (!(error instanceof Error && error.name === "ConfigError")) throw error;
  process.stderr.write(`configuration error: ${error.message}\n`);
  process.exit(1);
}

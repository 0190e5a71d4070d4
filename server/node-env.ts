/**
 * The server's first import (server/index.ts): React, React Router and Express
 * read NODE_ENV when they load, and an unset NODE_ENV means development for
 * them. `node server/index.ts` is production unless NODE_ENV says otherwise;
 * `--dev` is development. Measured on the lead endpoint: with React in
 * development mode, rendering the two e-mails of a lead took several times the
 * CPU of the production build (see bench:api in docs/development.md).
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";

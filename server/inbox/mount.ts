import type express from "express";
import { inboxBase } from "#domain/site/inbox-paths.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import type { BookingSystem } from "../booking/service.ts";
import type { Storage } from "../db/storage.ts";
import type { MailContext } from "../email/templates.ts";
import { mailSettings, teamMembers, type ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";

export interface InboxMountOptions {
  readonly env: ServerEnv;
  readonly site: SiteSettings;
  readonly storage: Storage;
  readonly mail: MailContext;
  /** The mail folder (DATA_DIR/mail), whose .eml files of a person an erasure removes. */
  readonly mailDir: string;
  /** Origins allowed to post (SITE_URL's and ALLOWED_ORIGINS). */
  readonly origins: readonly string[];
  readonly logger: Logger;
  /** Wakes the outbox worker after a sign-in e-mail, a retry or an answer was stored. */
  readonly onCommitted: () => void;
  /** The booking system (the inbox's calls and each member's settings); null without one. */
  readonly booking?: BookingSystem | null;
}

/**
 * The team inbox (docs/decisions/089), only with TEAM_EMAILS (env.ts requires
 * AUTH_SECRET with it): its operations (server/inbox/operations.ts) built here and
 * handed to its gate (gate.ts), which runs before React Router renders its pages
 * (app/routes/inbox, the pages' handler). Both are loaded on the inbox's first
 * request, not at start: better-auth (~12 MiB) stays out of a server that only
 * serves the public site (decision 090).
 */
export function mountInbox(app: express.Express, options: InboxMountOptions) {
  const { env, storage, logger, onCommitted } = options;
  const members = teamMembers(env);
  const team = members.map((m) => m.email);
  const secret = env.AUTH_SECRET;
  if (team.length === 0 || !secret) return;
  const load = async () => {
    const [{ inboxGate }, { teamInbox }, { teamCalls }, { erasureCancels }] = await Promise.all([
      import("./gate.ts"),
      import("./operations.ts"),
      import("../booking/team-calls.ts"),
      import("../booking/erasure.ts"),
    ]);
    const inbox = teamInbox({
      storage,
      mailDir: options.mailDir,
      team,
      names: new Map(members.map((m) => [m.email, m.name])),
      mail: options.mail,
      from: mailSettings(env, options.site).from,
      logger,
      onCommitted,
      ...(options.booking
        ? { erasureCancels: erasureCancels({ storage, mail: options.mail, names: options.booking.names }) }
        : {}),
    });
    return inboxGate({
      storage,
      calls: options.booking ? teamCalls({ system: options.booking, storage }) : null,
      secret,
      siteUrl: options.site.siteUrl,
      team,
      inbox,
      origins: options.origins,
      logger,
      onCommitted,
    });
  };
  let gate: Promise<express.Router> | undefined;
  // `${inboxBase}.data` is the inbox's list as React Router's client navigation asks for it.
  app.use([inboxBase, `${inboxBase}.data`], (req, res, next) => {
    gate ??= load();
    gate.then(
      (router) => router(req, res, next),
      (error: unknown) => {
        gate = undefined; // the next request tries again
        next(error);
      },
    );
  });
}

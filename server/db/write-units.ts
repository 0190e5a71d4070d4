import { randomBytes, randomUUID } from "node:crypto";
import type { LeadRecord, MessageRecord, SaveResult, Unit } from "./types.ts";
import { bookCall, cancelCall, moveCall, saveMemberSettings } from "./writes/bookings.ts";
import { addSweptFiles, forgetPersonKeys, markCompacted } from "./writes/erasures.ts";
import { recordFunnelStep, pruneFunnelSessions } from "./writes/funnel.ts";
import {
  addNote,
  changeWorkflow,
  deleteByEmail,
  recordErasedFiles,
  retryMail,
  save,
  sendAnswer,
  type SaveInput,
} from "./writes/leads.ts";
import { claimMails, markAttemptFailed, markSent, queueSignInMail, requeueMails } from "./writes/outbox.ts";

/**
 * The write units: every write of the storage, each written once for both
 * databases as a function of a Kysely handle, grouped by what they change
 * (writes/leads.ts: leads and messages; writes/outbox.ts: the outbox, the
 * sign-in e-mail included; writes/funnel.ts: the quiz funnel). PostgreSQL runs
 * a unit in its own transaction; SQLite runs it in the database worker thread,
 * in a SAVEPOINT of a group-commit transaction (sqlite-worker.ts). A unit never
 * opens a transaction itself and reads only what it wrote or what it needs to
 * decide (the idempotency key, the acknowledgement limit).
 *
 * Code outside server/db writes only through these (Storage's methods). Two
 * writers still use `storage.db` directly, in a transaction of their own on the
 * worker's connection (docs/decisions/090): the daily digest's claim, once a
 * day (server/email/digest.ts, with the read model's lists), and better-auth's
 * own tables at sign-in.
 */

/**
 * /readyz's test of whether writes go through again after one could not be
 * stored (docs/decisions/093): a row larger than a lead and its e-mails (64 KiB
 * of random, incompressible text) inserted and deleted in the same unit, so it
 * is never committed; it needs room in the log and the tables as a lead does,
 * and a database that answers. `erasures` has no index on the text column.
 */
const probeWrite: Unit<Record<string, never>, void> = async (db) => {
  const id = `probe:${randomUUID()}`;
  const filler = randomBytes(32 * 1024).toString("hex");
  await db
    .insertInto("erasures")
    .values({ id, at: 0, actor: filler, leads: 0, messages: 0, mails: 0, files: 0 })
    .execute();
  await db.deleteFrom("erasures").where("id", "=", id).execute();
};

export const units = {
  saveLead: save("leads") as Unit<SaveInput<LeadRecord>, SaveResult>,
  saveMessage: save("messages") as Unit<SaveInput<MessageRecord>, SaveResult>,
  claimMails,
  markSent,
  markAttemptFailed,
  requeueMails,
  deleteByEmail,
  recordFunnelStep,
  pruneFunnelSessions,
  changeWorkflow,
  addNote,
  retryMail,
  sendAnswer,
  queueSignInMail,
  recordErasedFiles,
  markCompacted,
  addSweptFiles,
  forgetPersonKeys,
  probeWrite,
  bookCall,
  moveCall,
  cancelCall,
  saveMemberSettings,
};

export type Units = typeof units;
export type UnitName = keyof Units;
export type UnitInput<N extends UnitName> = Parameters<Units[N]>[1];
export type UnitOutput<N extends UnitName> = Awaited<ReturnType<Units[N]>>;

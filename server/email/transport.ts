import { mkdir, open, rename, rm } from "node:fs/promises";
import { writerId } from "./mail-files.ts";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { z } from "zod";
import type { OutboxRow } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import { singleLine } from "./escape.ts";
import type { RenderedBodies } from "./templates.ts";

/** A stored e-mail with its bodies (rendered by the worker when it was stored without). */
export type ReadyMail = OutboxRow & RenderedBodies;

/** Sends one stored e-mail; throws when it was not accepted. */
export interface MailTransport {
  /** Sends it; a transport that keeps a copy (the mail folder) says where. */
  send(mail: ReadyMail): Promise<{ readonly file?: string } | undefined>;
  close(): void;
}

const Address = z.email();

/**
 * Header values: From is configuration; To and Reply-To must each be a plain,
 * validated address. Reply-To carries the display name its rendering gives (a
 * partner's strategy: "Ana Pérez <ana@…>", from TEAM_EMAILS), on one line;
 * nodemailer quotes and encodes it.
 */
function message(from: string, mail: ReadyMail): SendMailOptions {
  const addresses = (list: string) =>
    list.split(",").map((raw) => {
      const address = singleLine(raw);
      if (!Address.safeParse(address).success) throw new Error(`refusing to send to an invalid address`);
      return { name: "", address };
    });
  return {
    from: singleLine(from),
    to: addresses(mail.to),
    ...(mail.replyTo
      ? { replyTo: { ...addresses(mail.replyTo)[0]!, name: singleLine(mail.replyToName ?? "") } }
      : {}),
    subject: singleLine(mail.subject),
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        }
      : {}),
    // nodemailer writes it as a text/calendar alternative whose Content-Type carries the
    // method (what Gmail and Outlook look for to show the invitation's buttons), and again
    // as an invite.ics attachment for the clients that only read attachments.
    ...(mail.calendar
      ? {
          icalEvent: { method: mail.calendar.method, content: mail.calendar.content, filename: "invite.ics" },
        }
      : {}),
    messageId: `<${mail.id}@pontas.outbox>`,
    headers: { "X-Outbox-Kind": mail.kind },
  };
}

/** nodemailer's SMTP timeouts, in milliseconds (env.ts: SMTP_*_TIMEOUT_MS). */
export interface SmtpTimeouts {
  /** To open the TCP connection. */
  readonly connectionTimeout: number;
  /** From the connection to the server's greeting. */
  readonly greetingTimeout: number;
  /** Of inactivity on the socket, at any point of the exchange. */
  readonly socketTimeout: number;
}

export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * SMTP through nodemailer (SMTP_URL). The timeouts are given to
 * createTransport: set on the transport afterwards, they do not apply.
 */
export function smtpTransport(
  url: string,
  from: string,
  timeouts: SmtpTimeouts = defaultSmtpTimeouts,
): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    async send(mail) {
      await transporter.sendMail(message(from, mail));
    },
    close() {
      transporter.close();
    },
  };
}

/** An outbox id as part of a file name: letters, digits, "-", "_" and "." only (no ":", which Windows and macOS tools refuse). */
const fileSafe = (id: string) => id.replace(/[^\w.-]/g, "_");

/** Where `fileTransport` writes a mail before it is whole: not an .eml, so nothing reads it as one. */
export const mailTempFile = (dir: string, id: string) => path.join(dir, `.${fileSafe(id)}.${writerId}.tmp`);

/** Writes `bytes` to `file` and flushes it to the disk (0600: the server's alone, whatever the umask). */
async function writeDurably(file: string, bytes: Buffer) {
  const handle = await open(file, "w", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * No SMTP_URL: each message becomes an .eml file in `dir` (named after its
 * outbox row), and one log line (no address in it). mail-files.ts erases a
 * person's files and removes them after the retention period.
 *
 * The file is written whole or not at all: first under a temporary name (not
 * an .eml), flushed to the disk, then renamed, and the folder flushed too. A
 * full disk or an I/O error fails the send (the outbox tries again) and the
 * temporary file is removed: no empty or cut .eml is left, nor a stray copy
 * of the message that the erasure and the retention would not see.
 */
export function fileTransport(dir: string, from: string, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await composer.sendMail(message(from, mail));
      // The server's alone (also under a umask that would allow more: the CLI, the tests).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${fileSafe(mail.id)}.eml`,
      );
      const temp = mailTempFile(dir, mail.id);
      try {
        await writeDurably(temp, info.message as Buffer);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // The rename itself survives a crash once the folder is flushed.
      const folder = await open(dir, "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      logger.info("mail written", { kind: mail.kind, file });
      return { file };
    },
    close() {},
  };
}

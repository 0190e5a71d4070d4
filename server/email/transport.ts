import { mkdir, writeFile } from "node:fs/promises";
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
  send(mail: ReadyMail): Promise<void>;
  close(): void;
}

const Address = z.email();

/** Header values: From is configuration; To and Reply-To must each be a plain, validated address. */
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
    ...(mail.replyTo ? { replyTo: addresses(mail.replyTo)[0] } : {}),
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

/**
 * No SMTP_URL: each message becomes an .eml file in `dir` (named after its
 * outbox row), and one log line (no address in it). mail-files.ts erases a
 * person's files and removes them after the retention period.
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
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${mail.id}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info("mail written", { kind: mail.kind, file });
    },
    close() {},
  };
}

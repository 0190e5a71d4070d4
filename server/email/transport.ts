import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { z } from "zod";
import type { OutboxRow } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import { singleLine } from "./escape.ts";

/** Sends one stored e-mail; throws when it was not accepted. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

const Address = z.email();

/** Header values: From is configuration; To and Reply-To must each be a plain, validated address. */
function message(from: string, mail: OutboxRow): SendMailOptions {
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
    messageId: `<${mail.id}@pontas.outbox>`,
    headers: { "X-Outbox-Kind": mail.kind },
  };
}

/** SMTP through nodemailer (SMTP_URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {});
  const options = transporter.options as { connectionTimeout?: number; greetingTimeout?: number };
  options.connectionTimeout ??= 10_000;
  options.greetingTimeout ??= 10_000;
  return {
    async send(mail) {
      await transporter.sendMail(message(from, mail));
    },
    close() {
      transporter.close();
    },
  };
}

/** No SMTP_URL: each message becomes an .eml file in `dir`, and one log line (no address in it). */
export function fileTransport(dir: string, from: string, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await composer.sendMail(message(from, mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info("mail written", { kind: mail.kind, file });
    },
    close() {},
  };
}

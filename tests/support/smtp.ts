import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  readonly from: string;
  readonly rcptTo: string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback for the tests (smtp-server): every message
 * is parsed before the server says 250, so a resolved send is in `received`.
 * It can be stopped and started again on the same port (SMTP down, then back).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  #server: SMTPServer | undefined;
  port = 0;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString("utf8"),
                parsed,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

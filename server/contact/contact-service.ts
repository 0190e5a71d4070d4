import { createHash, randomUUID } from "node:crypto";
import type { ContactService } from "#domain/forms/contact-service.ts";
import type { MessageRecord, Storage } from "../db/storage.ts";
import { contactAckMail, contactTeamMail, type MailContext } from "../email/templates.ts";
import { messageWebhook } from "../email/webhook.ts";
import { jsonLogger, type Logger } from "../log.ts";

/**
 * The contact service: the message and its two e-mails (and its webhook job)
 * in one transaction.
 * The idempotency key stored is a hash of the form's token and the message
 * itself, so a double submit (same token, same text) is stored once, while
 * the pre-rendered token shared by every visitor without JavaScript never
 * merges two different messages. A fault is logged here, once and without
 * the message's personal data, then rethrown: the action shows the visitor
 * the error with their values kept.
 */
export function contactService(deps: {
  storage: Storage;
  mail: MailContext;
  /** LEAD_WEBHOOK_URL when the CRM webhook is configured: each new message enqueues its job. */
  webhookUrl?: string | null;
  onCommitted: () => void;
  /** The server's logger (default: the JSON logger of server/log.ts). */
  logger?: Logger;
}): ContactService {
  const logger = deps.logger ?? jsonLogger;
  const service = store(deps);
  return {
    async submit(submission) {
      try {
        return await service.submit(submission);
      } catch (error) {
        const { language, pagePath } = submission;
        logger.error("contact message not stored", error, { language, pagePath });
        throw error;
      }
    },
  };
}

function store(deps: {
  storage: Storage;
  mail: MailContext;
  webhookUrl?: string | null;
  onCommitted: () => void;
}): ContactService {
  return {
    async submit({ contact, language, idempotencyKey, pagePath, userAgent }) {
      const key = createHash("sha256")
        .update(
          JSON.stringify([
            idempotencyKey,
            contact.email.toLowerCase(),
            contact.name,
            contact.company,
            contact.message,
          ]),
        )
        .digest("hex");
      const id = randomUUID();
      const input = { id, contact, language };
      const mails = [contactTeamMail(deps.mail, input), contactAckMail(deps.mail, input)];
      const record: MessageRecord = {
        id,
        idempotencyKey: `contact:${key}`,
        createdAt: Date.now(),
        name: contact.name,
        email: contact.email,
        company: contact.company,
        message: contact.message,
        language,
        pagePath,
        userAgent: userAgent.slice(0, 500),
      };
      const result = await deps.storage.saveMessage(record, [
        ...mails,
        ...messageWebhook(deps.webhookUrl ?? null, deps.mail.site.siteUrl, record),
      ]);
      if (result.created) deps.onCommitted();
      return { id: result.id };
    },
  };
}

/**
 * What an e-mail's or webhook call's last error means, for the inbox: the
 * outbox stores the error as the sending library or the server wrote it
 * (English, technical; server/email/webhook.ts, transport.ts). The inbox says
 * what it means in the team's language and shows the original beside it, as
 * a technical detail.
 */
export type MailErrorKind =
  | "webhookStatus"
  | "webhookTimeout"
  | "webhookUnreachable"
  | "webhookNotConfigured"
  | "smtpRefused"
  | "smtpUnreachable"
  | "other";

export interface MailError {
  readonly kind: MailErrorKind;
  /** The HTTP or SMTP status, when the error gives one. */
  readonly status?: string;
}

const unreachable =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|ESOCKET|ECONNECTION)\b/;

export function mailError(lastError: string): MailError {
  const webhookStatus = /^the webhook receiver answered (\d{3})/.exec(lastError);
  if (webhookStatus) return { kind: "webhookStatus", status: webhookStatus[1]! };
  if (/^the webhook request failed: timed out/.test(lastError)) return { kind: "webhookTimeout" };
  if (/^the webhook request failed/.test(lastError)) return { kind: "webhookUnreachable" };
  if (/LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are not set/.test(lastError))
    return { kind: "webhookNotConfigured" };
  const smtp = /(?:^|: )([45]\d\d)[ -]/.exec(lastError);
  if (smtp) return { kind: "smtpRefused", status: smtp[1]! };
  if (unreachable.test(lastError)) return { kind: "smtpUnreachable" };
  return { kind: "other" };
}

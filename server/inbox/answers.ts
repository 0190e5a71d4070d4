import { answerMailId, type LeadDetail } from "#domain/inbox/model.ts";
import type { AnswerInput, TeamInbox } from "#domain/inbox/team-request.ts";
import { localize } from "#domain/site/firm-contact.ts";
import { parseStrategy } from "#domain/strategy/document.ts";
import type { Storage } from "../db/storage.ts";
import { getItem } from "../db/read-model.ts";
import { renderStrategy, renderStrategyPdf, undrawableOffThread } from "../email/render-pool.ts";
import type { MailContext } from "../email/templates.ts";
import { strategyFileName, strategySubject, type StrategyMailData } from "../email/templates/strategy.ts";
import type { Logger } from "../log.ts";

export interface InboxAnswersOptions {
  readonly storage: Storage;
  readonly logger: Logger;
  /** The display names TEAM_EMAILS gives (address → name). */
  readonly names: ReadonlyMap<string, string | null>;
  /** The e-mails' settings: a strategy's subject, signature and From. */
  readonly mail: MailContext;
  /** The From of every e-mail (MAIL_FROM), as the preview shows it. */
  readonly from: string;
  readonly onCommitted: () => void;
  readonly now: () => number;
  /** The item's page as the inbox reads it (one read of the item, its e-mails and its events). */
  readonly detail: TeamInbox["detail"];
}

type AnswerOperations = Pick<TeamInbox, "composer" | "sendAnswer" | "answerPreview" | "strategyPdf">;

/** What a strategy's PDF draws besides its text: the company and the signature. */
const drawnText = (data: StrategyMailData) =>
  [data.text, data.company, data.partner.name, data.partner.title].filter(Boolean).join("\n");

/**
 * The composer's operations (docs/decisions/096): a partner's strategy (a quiz lead) or reply
 * (a contact message) drafted, previewed as the e-mail it becomes, drawn as its PDF, and sent
 * through the outbox once. Each request reads its item once.
 */
export function inboxAnswers({
  storage,
  logger,
  names,
  mail,
  from,
  onCommitted,
  now,
  detail,
}: InboxAnswersOptions): AnswerOperations {
  /** What a strategy or reply to this item would be: its mail's data and subject. */
  const answerFor = (
    item: Pick<LeadDetail, "kind" | "language" | "company" | "email">,
    { actor, text, signature }: AnswerInput,
    at: number,
  ) => {
    const data: StrategyMailData = {
      language: item.language,
      kind: item.kind === "lead" ? "strategy" : "reply",
      text,
      partner: {
        name: names.get(actor) ?? null,
        email: actor,
        // The firm's profile signs with the partner's role in the lead's language and direct line (decision 095).
        title: localize(signature?.title, item.language) ?? null,
        phone: signature?.phone ?? null,
      },
      company: item.company,
      sentAt: at,
    };
    return { item, data, subject: strategySubject(mail, data) };
  };
  /** The item read once, then its answer; null when it is gone. */
  const answerOf = async (input: AnswerInput, at: number) => {
    const item = await getItem(storage.db, input.id);
    return item ? answerFor(item, input, at) : null;
  };

  return {
    async composer({ id, actor, signature, draftFor }) {
      const found = await detail(id);
      if (!found) return null;
      const { item, events } = found;
      const draft = draftFor(item);
      const answer = answerFor(item, { id, actor, text: draft, signature }, now());
      const sent = events.some((e) => e.type === "sent");
      // What the PDF could not draw of the draft (a name in Hebrew, in Chinese…): said before anything is sent.
      const undrawable =
        answer.data.kind === "strategy" && !sent ? await undrawableOffThread(drawnText(answer.data)) : [];
      return {
        ...found,
        draft,
        undrawable,
        envelope: {
          from,
          to: item.email,
          replyTo: actor,
          subject: answer.subject,
          signedBy: answer.data.partner.name,
          attachment:
            answer.data.kind === "strategy"
              ? strategyFileName(answer.data.language, mail.site.brandName)
              : null,
        },
      };
    },

    async sendAnswer(input) {
      const { id, actor, text } = input;
      const at = now();
      const answer = await answerOf(input, at);
      if (!answer) return "gone";
      const outcome = await storage.sendAnswer({
        id,
        actor,
        at,
        text,
        mail: {
          kind: answer.data.kind,
          replyTo: actor,
          subject: answer.subject,
          data: JSON.stringify(answer.data),
        },
      });
      if (outcome === "sent") {
        onCommitted();
        logger.info("answer queued", { kind: answer.data.kind, id: answerMailId(id), by: actor });
      }
      return outcome;
    },

    async answerPreview(input) {
      const answer = await answerOf(input, now());
      if (!answer) return null;
      // Both in the render thread, one after the other: the event loop only waits.
      const { html } = await renderStrategy(mail, answer.data, { attach: false });
      const undrawable =
        answer.data.kind === "strategy" ? await undrawableOffThread(drawnText(answer.data)) : [];
      return { html, undrawable };
    },

    async strategyPdf(input) {
      const at = now();
      const answer = await answerOf(input, at);
      if (!answer || answer.data.kind !== "strategy") return null;
      const body = await renderStrategyPdf({
        language: answer.data.language,
        brand: mail.site.brandName,
        company: answer.data.company,
        partner: answer.data.partner,
        sentAt: at,
        blocks: parseStrategy(input.text),
      });
      return {
        filename: strategyFileName(answer.data.language, mail.site.brandName),
        body: new Uint8Array(body),
      };
    },
  };
}

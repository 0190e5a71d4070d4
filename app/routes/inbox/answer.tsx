import { callUrl } from "#domain/booking/links.ts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/answer";
import { checkStrategyText } from "#domain/strategy/document.ts";
import { AnswerView, type AnswerActionData } from "../../features/inbox/answer-view.tsx";
import { strategyDraft } from "../../features/inbox/strategy-draft.ts";
import { memberOf } from "../../features/inbox/request-context.ts";
import { partnerSignature } from "../../lib/firm.server.ts";
import { settings } from "../../lib/settings.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** The signature's title and phone from the firm's profile, for the signed-in partner (docs/decisions/095). */
function signed(member: { email: string }) {
  const signature = partnerSignature(member.email);
  return signature ? { signature } : {};
}

/**
 * The composer (docs/decisions/096): a quiz lead's strategy, drafted from its
 * answers in its language, or the reply to a contact message; previewed as the
 * e-mail it becomes, then sent through the outbox once.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { team, member } = memberOf(context);
  const page = await team.inbox.composer({
    id: params.id,
    actor: member.email,
    ...signed(member),
    draftFor: (item) =>
      item.kind === "lead"
        ? strategyDraft(item, {
            callUrl: (minutes) =>
              callUrl(settings, item.language, { minutes, leadKey: team.calls?.leadKey(item.kind, item.id) }),
            siteUrl: settings.siteUrl,
          })
        : "",
  });
  if (!page) throw data(null, { status: 404 });
  const { item, events, envelope, draft, undrawable } = page;
  const sent = events.find((e) => e.type === "sent") ?? null;
  return { item, envelope, draft, sent, undrawable } as const;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { team, member } = memberOf(context);
  const form = await request.formData();
  const raw = String(form.get("text") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (intent !== "preview" && intent !== "send") throw data(null, { status: 400 });
  const checked = checkStrategyText(raw);
  if (!checked.ok)
    return data<AnswerActionData>(
      { text: raw, error: checked.error, count: raw.length, preview: null },
      { status: 400 },
    );
  const answer = { id: params.id, actor: member.email, text: checked.text, ...signed(member) };
  if (intent === "preview") {
    const preview = await team.inbox.answerPreview(answer);
    if (!preview) return data<AnswerActionData>({ text: raw, error: "gone", preview: null }, { status: 410 });
    return {
      text: checked.text,
      error: null,
      preview: preview.html,
      undrawable: preview.undrawable,
    } satisfies AnswerActionData;
  }
  const outcome = await team.inbox.sendAnswer(answer);
  if (outcome === "gone")
    return data<AnswerActionData>({ text: raw, error: "gone", preview: null }, { status: 410 });
  throw redirect(
    `${inboxPath("lead", { id: params.id })}?${outcome === "sent" ? "answered" : "already"}=1`,
    303,
  );
}

/** After an erasure there is nothing to load: the action's message stays on screen. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as AnswerActionData | undefined)?.error === "gone") return false;
  return defaultShouldRevalidate;
}

export default function Answer({ loaderData, actionData }: Route.ComponentProps) {
  return <AnswerView {...loaderData} actionData={actionData} />;
}

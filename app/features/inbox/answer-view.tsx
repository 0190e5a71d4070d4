import { languageName } from "#i18n/languages.ts";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { EventRow, LeadDetail } from "#domain/inbox/model.ts";
import type { AnswerEnvelope } from "#domain/inbox/team-request.ts";
import type { StrategyTextError } from "#domain/strategy/document.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { TextareaField } from "../../components/ui/field.tsx";
import { mexicoCityTime, useInboxLayout } from "../../i18n/inbox.ts";
import { CsrfField } from "./csrf-field.tsx";
import { Message } from "./sign-in-forms.tsx";
import { Facts } from "./facts.tsx";
import { inboxPath } from "#domain/site/inbox-paths.ts";

export type AnswerActionData = {
  /** The text as posted, so that nothing typed is lost. */
  readonly text: string;
  readonly error: StrategyTextError | "gone" | null;
  readonly count?: number;
  /** The e-mail's HTML, as it would be sent (intent "preview"). */
  readonly preview: string | null;
  /** The characters of the previewed text that the PDF cannot draw as written. */
  readonly undrawable?: readonly string[];
};

interface AnswerViewProps {
  item: LeadDetail;
  envelope: AnswerEnvelope;
  draft: string;
  sent: Extract<EventRow, { type: "sent" }> | null;
  /** The characters of the draft that the PDF cannot draw as written (a name in Hebrew, in Chinese…). */
  undrawable: readonly string[];
  actionData: AnswerActionData | undefined;
}

const linkClass = "text-brand-700 underline underline-offset-4";

/** Where this browser keeps the text being written, until it is sent (it survives a sign-in). */
export const savedTextKey = (id: string) => `pontas-answer:${id}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The text survives what a page cannot: the session ending while it was typed
 * (the sign-in comes first, then the composer again), a closed tab. With
 * JavaScript only; without it the browser keeps a form's text on Back.
 */
function useSavedText(id: string, initial: string, fresh: boolean) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = storage()?.getItem(savedTextKey(id));
    if (fresh && saved && saved !== initial && ref.current) {
      ref.current.value = saved;
      setRestored(true);
    }
  }, [id, initial, fresh]);
  const save = () => {
    const value = ref.current?.value;
    if (value === undefined) return;
    if (value === initial) storage()?.removeItem(savedTextKey(id));
    else storage()?.setItem(savedTextKey(id), value);
  };
  const reset = () => {
    if (ref.current) ref.current.value = initial;
    storage()?.removeItem(savedTextKey(id));
    setRestored(false);
  };
  return { ref, restored, save, reset };
}

/** Posts the composer's text to the PDF's route in a new tab (without JavaScript the button does it itself). */
function openPdf(form: HTMLFormElement, action: string) {
  const native = document.createElement("form");
  native.method = "post";
  native.action = action;
  native.target = "_blank";
  for (const name of ["_csrf", "text"]) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const input = document.createElement("textarea");
    input.name = name;
    input.value = field?.value ?? "";
    native.append(input);
  }
  native.hidden = true;
  document.body.append(native);
  native.submit();
  native.remove();
}

/**
 * Before sending: the characters the PDF's font cannot draw as written (it would show
 * boxes, or a right-to-left name backwards); the e-mail itself shows them.
 */
function UndrawableWarning({ characters }: { characters: readonly string[] }) {
  const { t } = useInboxLayout();
  if (characters.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
      data-undrawable=""
    >
      {t("compose.undrawable", { characters: characters.join(" ") })}
    </p>
  );
}

/** The composer: the draft (or the text posted back), its preview as the e-mail, and Send. */
export function AnswerView({ item, envelope, draft, sent, undrawable, actionData }: AnswerViewProps) {
  const { t, lang } = useInboxLayout();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const submitting = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);
  const base = inboxPath("lead", { id: item.id });
  const strategy = item.kind === "lead";
  const text = actionData?.text ?? draft;
  const { ref, restored, save, reset } = useSavedText(item.id, draft, actionData === undefined);
  const date = mexicoCityTime(lang);
  // In the middle of a sentence: "inglés", not the label "Inglés".
  const language = languageName(item.language, lang);
  const error = actionData?.error
    ? t(`compose.errors.${actionData.error}`, { count: actionData.count ?? 0 })
    : undefined;
  const envelopeRows: [string, string][] = [
    [t("compose.from"), envelope.from],
    [t("compose.to"), envelope.to],
    [
      t("compose.replyTo"),
      envelope.signedBy ? `${envelope.signedBy} <${envelope.replyTo}>` : envelope.replyTo,
    ],
    [t("compose.subject"), envelope.subject],
    [t("compose.attachment"), envelope.attachment ?? t("compose.noAttachment")],
  ];
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to={base} className={linkClass}>
          {t("lead.back")}
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold break-words text-ink">
          {strategy
            ? t("compose.headingStrategy", { company: item.company || item.name })
            : t("compose.headingReply", { name: item.name })}
        </h1>
        {sent ? null : (
          <p className="text-ink/80">
            {strategy ? t("compose.introStrategy", { language }) : t("compose.introReply", { language })}
          </p>
        )}
      </header>
      <Message error={error} notice={restored ? t("compose.restored") : undefined} />
      <UndrawableWarning characters={actionData?.undrawable ?? (actionData ? [] : undrawable)} />
      {sent ? (
        <section aria-labelledby="sent" className={cardClass({ className: "space-y-3 p-4 sm:p-6" })}>
          <h2 id="sent" className="text-lg font-semibold text-ink">
            {t("compose.sentHeading")}
          </h2>
          <p className="text-sm text-ink/70">
            {t("compose.sentBy", { actor: sent.actor, date: date.format(sent.at) })}
          </p>
          <p className="font-medium break-words">{sent.subject}</p>
          <pre className="font-sans break-words whitespace-pre-wrap">{sent.text}</pre>
        </section>
      ) : (
        <Form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            if (submitter?.getAttribute("value") === "pdf") {
              event.preventDefault();
              openPdf(event.currentTarget, `${base}/answer/pdf`);
            } else if (submitting.current) {
              // A double click: the second click comes before the buttons are disabled. The
              // first post goes on; the second would replace it on screen with "already sent".
              event.preventDefault();
            } else submitting.current = true;
          }}
        >
          <CsrfField />
          <TextareaField
            ref={ref}
            id="text"
            label={t("compose.text")}
            name="text"
            rows={24}
            required
            defaultValue={text}
            key={text}
            onInput={save}
            aria-describedby="text-hint"
          />
          <p id="text-hint" className="text-sm text-ink/70">
            {t("compose.hint")}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="preview"
              className={buttonClass("secondary")}
              disabled={busy !== ""}
            >
              {busy === "preview" ? t("pending") : t("compose.preview")}
            </button>
            {strategy ? (
              <button
                type="submit"
                name="intent"
                value="pdf"
                formAction={`${base}/answer/pdf`}
                formTarget="_blank"
                className={buttonClass("secondary")}
              >
                {t("compose.pdf")}
              </button>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="send"
              className={buttonClass()}
              disabled={busy !== ""}
              aria-busy={busy === "send" || undefined}
            >
              {busy === "send" ? t("pending") : t("compose.send")}
            </button>
            {restored ? (
              <button type="button" className={buttonClass("secondary")} onClick={reset}>
                {t("compose.restoreDraft")}
              </button>
            ) : null}
          </div>
        </Form>
      )}
      {actionData?.preview ? (
        <section aria-labelledby="preview" className={cardClass({ className: "space-y-3 p-4 sm:p-6" })}>
          <h2 id="preview" className="text-lg font-semibold text-ink">
            {t("compose.previewHeading")}
          </h2>
          <Facts rows={envelopeRows} />
          {/* The e-mail's own HTML, inert: a sandboxed frame runs no script and has no origin. */}
          <iframe
            title={t("compose.previewHeading")}
            sandbox=""
            srcDoc={actionData.preview}
            className="h-[36rem] w-full rounded-md border border-ink/15 bg-white"
          />
        </section>
      ) : null}
    </div>
  );
}

import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../../components/ui/button.ts";
import { noticeClass } from "../../components/ui/badge.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField } from "../../components/ui/field.tsx";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { CsrfField } from "./csrf-field.tsx";
import { inboxPath } from "#domain/site/inbox-paths.ts";

function SubmitButton({ children }: { children: React.ReactNode }) {
  const busy = useNavigation().state === "submitting";
  const { t } = useInboxLayout();
  return (
    <button type="submit" className={buttonClass()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? t("pending") : children}
    </button>
  );
}

/** A message above a form: a notice or an error. */
export function Message({
  notice,
  error,
  id,
}: {
  notice?: string | undefined;
  error?: string | undefined;
  /** The error's id, for the control it describes (aria-describedby). */
  id?: string;
}) {
  if (error)
    return (
      <p role="alert" id={id} className={noticeClass("error")}>
        {error}
      </p>
    );
  if (notice)
    return (
      <p role="status" className={noticeClass("info")}>
        {notice}
      </p>
    );
  return null;
}

/** The first step: a team address, to which the code goes. */
export function EmailForm({
  email = "",
  error,
  notice,
}: {
  email?: string;
  error?: string;
  notice?: string;
}) {
  const { t } = useInboxLayout();
  return (
    <section className={cardClass({ className: "mx-auto max-w-md space-y-4" })}>
      <h1 className="text-2xl font-bold text-ink">{t("login.title")}</h1>
      <Message notice={notice} error={error} />
      <p className="text-ink/80">{t("login.intro")}</p>
      <Form method="post" action={inboxPath("signIn")} className="space-y-4">
        <CsrfField />
        <InputField
          label={t("login.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
        />
        <SubmitButton>{t("login.send")}</SubmitButton>
      </Form>
    </section>
  );
}

/**
 * The second step: the 6-digit code of the e-mail, typed in the browser that asked for
 * it; the e-mail's link fills it in with the link's token, which works in any browser.
 */
export function CodeForm({
  email,
  code = "",
  link = "",
  sent = false,
  error,
}: {
  email: string;
  code?: string;
  link?: string;
  sent?: boolean;
  error?: string;
}) {
  const { t } = useInboxLayout();
  return (
    <section className={cardClass({ className: "mx-auto max-w-md space-y-4" })}>
      <h1 className="text-2xl font-bold text-ink">{t("login.codeTitle")}</h1>
      <Message notice={sent ? t("login.sent") : undefined} error={error} />
      {sent ? <p className="text-ink/80">{t("login.thisBrowser")}</p> : null}
      <Form method="post" action={inboxPath("code")} className="space-y-4">
        <CsrfField />
        <input type="hidden" name="email" value={email} />
        {link ? <input type="hidden" name="link" value={link} /> : null}
        <InputField
          label={t("login.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          defaultValue={code}
        />
        <SubmitButton>{t("login.signIn")}</SubmitButton>
      </Form>
      <p>
        <Link to={inboxPath("signIn")} className="text-brand-700 underline underline-offset-4">
          {t("login.again")}
        </Link>
      </p>
    </section>
  );
}

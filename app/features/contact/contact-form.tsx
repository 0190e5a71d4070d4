import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Form, useActionData, useNavigation } from "react-router";
import { submissionTokenField } from "#domain/forms/contact-service.ts";
import { pathFor } from "#domain/site/pages.ts";
import { useLang } from "../../lib/use-page.ts";
import type { ContactActionData, ContactField } from "./contact-values.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField, TextareaField } from "../../components/ui/field.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { PrivacyNote } from "../../components/page/privacy-note.tsx";

function freshToken(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The contact form. A plain HTML form posting to the page's own action, so it
 * works before and without JavaScript; with JavaScript, React Router submits
 * it, shows the sending state and keeps the page. The hidden token becomes a
 * fresh UUID in the browser (and again after each success): the server stores
 * a double submit once.
 */
export function ContactForm({ defaultMessage }: { defaultMessage?: string | undefined }) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const result = useActionData() as ContactActionData | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (result?.status === "sent") formRef.current?.reset();
    if (tokenRef.current) tokenRef.current.value = freshToken();
  }, [result]);

  const values = result && result.status !== "sent" ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};

  /** The props every field of the form shares: id, name, value to show and error. */
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values?.[name] ?? (name === "message" ? (defaultMessage ?? "") : ""),
    error: errors[name] ? t(errors[name] as "errors.nameMin") : undefined,
  });

  return (
    <section
      className={cardClass({ padding: "lg" })}
      aria-labelledby="contact-form-title"
      data-testid="contact-form-section"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold text-ink">
        {t("contact.title")}
      </h2>
      {result?.status === "sent" ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
          {t(
            result.ackCapped
              ? "contact.successUnacknowledged"
              : result.acknowledged === false
                ? "contact.successAcknowledged"
                : "contact.success",
          )}
        </p>
      ) : null}
      {result?.status === "error" || result?.status === "unavailable" ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-900">
          {t(result.status === "error" ? "contact.error" : "contact.unavailable")}
        </p>
      ) : null}
      <Form
        data-testid="contact-form"
        method="post"
        action={pathFor("contact", lang)}
        ref={formRef}
        className="mt-6 grid gap-5"
        noValidate
      >
        <InputField {...field("name")} label={t("fields.name")} type="text" autoComplete="name" required />
        <InputField
          {...field("email")}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
        />
        <InputField
          {...field("company")}
          label={t("fields.companyOptional")}
          type="text"
          autoComplete="organization"
        />
        <TextareaField
          // Keyed by the prefilled request, which is known only after hydration.
          key={defaultMessage ?? ""}
          {...field("message")}
          label={t("fields.message")}
          rows={6}
          required
        />
        <HoneypotField id="contact-website" label={t("fields.honeypot")} />
        {/* No value prop: for a hidden input React would write it back on every render. */}
        <input ref={tokenRef} type="hidden" name={submissionTokenField} />
        <PrivacyNote form="contact" />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={sending} className={buttonClass()}>
            {sending ? t("sending") : t("contact.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

import type { BookingOffer } from "./quiz-state.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n.ts";
import { toast } from "sonner";
import { honeypotField } from "#domain/forms/honeypot.ts";
import {
  LeadFormSchema,
  type LeadForm as LeadFormValues,
  type LeadFormInput,
  type LeadPayloadInput,
} from "#domain/forms/lead-schema.ts";
import { defaultSegment } from "#domain/quiz/opened-on.ts";
import {
  asksMexicoStance,
  companySegments,
  goalMaxLength,
  industries,
  mexicoStances,
} from "#domain/quiz/profile.ts";
import type { QuizAnswers } from "#domain/quiz/questions.ts";
import { storedServices, type Recommended } from "#domain/quiz/recommend.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import { callLengthFor } from "#domain/booking/links.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { track } from "../../lib/analytics.ts";
import { attribution } from "../../lib/attribution.ts";
import { useLang } from "../../lib/use-page.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { InputField, SelectField, TextareaField } from "../../components/ui/field.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { PrivacyNote } from "../../components/page/privacy-note.tsx";

export const leadEndpoint = "/functions/v1/send-contact-email";

interface LeadFormProps {
  answers: QuizAnswers;
  source: string;
  /** The page the quiz was opened on, sent with the attribution. */
  openedOn: string;
  /** The services the result step showed, before the form (the server recommends again from everything said). */
  recommended: readonly Recommended[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  /** `receivedAt`: when the server stored the lead; `services`: what it recommends from everything the visitor said. */
  onSuccess: (receivedAt: number, services: readonly ServiceId[] | null, call?: BookingOffer) => void;
}

/** The quiz's lead form (loaded on demand): docs/product.md, "The growth quiz" and "Leads and contact messages". */

/** The server's time of the lead from its answer; the browser's clock when an older server did not say. */
function arrivalOf(receivedAt: unknown): number {
  return typeof receivedAt === "number" ? receivedAt : Date.now();
}

export default function LeadForm({
  answers,
  source,
  openedOn,
  recommended,
  headingRef,
  onBack,
  onSuccess,
}: LeadFormProps) {
  const { t } = useTranslation("quiz");
  const { t: tf } = useTranslation("forms");
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { stage, score } = evaluate(answers);
  const stageName = t(`stages.${stage.key}.name`);
  const [sending, setSending] = useState(false);
  // One key per submission, reused when the visitor retries after an error.
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  // The form arrives as its own chunk, after the step changed: move focus to it once it is here.
  useEffect(() => headingRef.current?.focus(), [headingRef]);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(LeadFormSchema),
    // The page the quiz was opened on suggests the segment (Soft Landing → a foreign company, the funds page → a fund).
    defaultValues: {
      name: "",
      email: "",
      company: "",
      segment: defaultSegment({ quizSource: source, quizPage: openedOn }) ?? "",
      industry: "",
      goal: "",
      mexicoStance: "",
      requestCall: false,
    },
    mode: "onTouched",
  });

  const onSubmit = async (values: LeadFormValues) => {
    setSending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const payload: LeadPayloadInput = {
      nombre: values.name,
      email: values.email,
      empresa: values.company,
      // The spec's payload (display only: the server scores and recommends again, and stores its own).
      mensaje: t("lead.message", { stage: stageName, score }),
      quizData: {
        ...answers,
        calculatedStage: stageName,
        recommendedServices: recommended.map(({ service }) => tc(`screenName.${service}`)),
        score,
      },
      requestCall: values.requestCall,
      ...(values.segment ? { segment: values.segment } : {}),
      ...(values.industry ? { industry: values.industry } : {}),
      ...(values.goal ? { goal: values.goal } : {}),
      ...(values.mexicoStance && asksMexicoStance(values.segment || null)
        ? { mexicoStance: values.mexicoStance }
        : {}),
      [honeypotField]: honeypot.current?.value ?? "",
      attribution: attribution(lang, source, openedOn),
    };
    try {
      const response = await fetch(leadEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify(payload),
      });
      if (response.status === 400 && showFieldErrors(await response.json().catch(() => null))) {
        setSending(false);
        return;
      }
      if (!response.ok) throw new Error(`Lead submission failed with HTTP ${response.status}`);
      // The server's time of the lead: the confirmation names the strategy's deadline from it.
      const { receivedAt, bookingKey, services } = (await response.json().catch(() => ({}))) as {
        receivedAt?: unknown;
        bookingKey?: unknown;
        services?: unknown;
      };
      idempotencyKey.current = null;
      track("quiz_lead_submitted", {
        quiz_source: source,
        calculated_stage: stage.key,
        request_call: values.requestCall,
        value: values.requestCall ? 100 : 50,
      });
      toast.success(tf("lead.successTitle"), { description: tf("lead.successText") });
      onSuccess(
        arrivalOf(receivedAt),
        storedServices(services),
        values.requestCall
          ? {
              key: typeof bookingKey === "string" ? bookingKey : null,
              minutes: callLengthFor(values.segment || null),
            }
          : undefined,
      );
    } catch (error) {
      console.error(error);
      toast.error(tf("lead.errorTitle"), { description: tf("lead.errorText") });
      setSending(false);
    }
  };

  /**
   * The server's own field errors (`forms` keys under the wire's names) on the form's fields;
   * false when the answer names none of them (the generic error then shows).
   */
  const showFieldErrors = (body: unknown): boolean => {
    const fields = {
      nombre: "name",
      email: "email",
      empresa: "company",
      segment: "segment",
      industry: "industry",
      goal: "goal",
      mexicoStance: "mexicoStance",
    } as const;
    const found = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
    let shown = false;
    for (const [wire, field] of Object.entries(fields)) {
      const keys = found[wire];
      if (Array.isArray(keys) && typeof keys[0] === "string") {
        setError(field, { message: keys[0] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    return shown;
  };

  /** The translated message of a field's error, if any (schema messages are `forms` keys). */
  const message = (name: "name" | "email" | "company" | "segment" | "industry" | "goal" | "mexicoStance") => {
    const key = errors[name]?.message;
    return key ? tf(key as never) : undefined;
  };

  const segment = useWatch({ control, name: "segment" });
  const callMinutes = callLengthFor(segment || null);
  /** One of the profile's choices (domain/quiz/profile.ts): "rather not say", then its options. */
  const profileSelect = (
    field: "segment" | "industry" | "mexicoStance",
    options: readonly string[],
    label?: string,
  ) => (
    <SelectField
      label={label ?? t(`profile.${field}.label` as never)}
      options={[
        ["", t(`profile.${field}.none`)],
        ...options.map((id) => [id, t(`profile.${field}.options.${id}` as never)] as const),
      ]}
      error={message(field)}
      errorTestId={`lead-${field}-error`}
      {...register(field)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
      aria-busy={sending}
      data-testid="lead-form"
    >
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {t("lead.title")}
        </h2>
        <p className="mt-2 text-ink/80">{t("lead.intro", { stage: stageName })}</p>
      </div>
      <InputField
        label={tf("fields.name")}
        autoComplete="name"
        error={message("name")}
        errorTestId="lead-name-error"
        {...register("name")}
      />
      <InputField
        label={tf("fields.email")}
        type="email"
        autoComplete="email"
        error={message("email")}
        errorTestId="lead-email-error"
        {...register("email")}
      />
      <InputField
        label={tf("fields.companyOptional")}
        autoComplete="organization"
        error={message("company")}
        errorTestId="lead-company-error"
        {...register("company")}
      />
      {/* A group named by its title and described by its hint (a fieldset's legend sits on the border, and wraps badly at 360 px). */}
      <div
        role="group"
        aria-labelledby="lead-profile-title"
        aria-describedby="lead-profile-hint"
        className="flex flex-col gap-4 rounded-lg border border-ink/15 p-3 sm:p-4"
      >
        <div>
          <p id="lead-profile-title" className="font-semibold text-ink">
            {t("profile.legend")}
          </p>
          <p id="lead-profile-hint" className="mt-1 text-sm text-ink/75">
            {t("profile.hint")}
          </p>
        </div>
        {profileSelect("segment", companySegments)}
        {asksMexicoStance(segment || null)
          ? profileSelect(
              "mexicoStance",
              mexicoStances,
              t(segment === "fund" ? "profile.mexicoStance.labelFund" : "profile.mexicoStance.label"),
            )
          : null}
        {profileSelect("industry", industries)}
        <TextareaField
          label={t("profile.goal.label")}
          hint={t("profile.goal.hint")}
          rows={2}
          maxLength={goalMaxLength}
          error={message("goal")}
          errorTestId="lead-goal-error"
          {...register("goal")}
        />
      </div>
      <HoneypotField id="lead-website" label={tf("fields.honeypot")} ref={honeypot} />
      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input type="checkbox" className="size-5 accent-brand-700" {...register("requestCall")} />
        {tf(callMinutes === 20 ? "fields.requestCallFund" : "fields.requestCall")}
      </label>
      <PrivacyNote form="lead" />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={onBack} disabled={sending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("back")}
        </button>
        <button type="submit" className={buttonClass()} disabled={sending}>
          {sending ? tf("sending") : tf("lead.submit")}
        </button>
      </div>
    </form>
  );
}

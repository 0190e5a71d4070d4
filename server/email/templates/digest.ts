import { profileWords } from "#i18n/profile-words.ts";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { interpolate } from "#i18n/translate.ts";
import { profileOf, type CompanyProfile } from "#domain/quiz/profile.ts";
import { stageByKey } from "#domain/quiz/stages.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";
import { promiseMs, type InboxItem } from "#domain/inbox/model.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { locales } from "#i18n/words.ts";
import { singleLine } from "../escape.ts";
import { Page, render, subheadingStyle, type RenderedBodies } from "./layout.ts";
import type { MailContext } from "./queued.ts";
import { inboxPath, inboxPaths } from "#domain/site/inbox-paths.ts";

/** A lead or message as the daily digest lists it (read when the digest is sent), with a lead's profile answers. */
export type DigestItem = Pick<
  InboxItem,
  "kind" | "id" | "createdAt" | "name" | "email" | "company" | "stage" | "score"
> &
  Partial<CompanyProfile>;

export interface DigestInput {
  readonly language: Language;
  /** When the digest was claimed, and the start of its "new" window. */
  readonly at: number;
  readonly since: number;
  readonly newItems: readonly DigestItem[];
  /** Quiz leads waiting for their strategy, oldest first. */
  readonly waiting: readonly DigestItem[];
  /** The calls booked for the next 24 hours (docs/decisions/068), soonest first; absent: none read. */
  readonly calls?: readonly DigestCall[];
}

export interface DigestCall {
  readonly refId: string;
  readonly member: string;
  readonly startsAt: number;
  readonly minutes: number;
  readonly name: string;
  readonly company: string;
}

/** The daily digest's subject: counts only. */
export function digestSubject(language: Language, counts: { new: number; waiting: number; overdue: number }) {
  return singleLine(interpolate(locales[language].email.digest.subject, counts));
}

/**
 * The daily digest to the team (docs/decisions/098, 096): the new items, each
 * linked to its inbox page, and the quiz leads waiting for their strategy,
 * oldest first, each linked to its composer.
 */
export function digestBodies(ctx: MailContext, input: DigestInput): RenderedBodies {
  const { email, quiz } = locales[input.language];
  const t = email.digest;
  const locale = languageInfo(input.language).documentLang;
  const zone = { timeZone: officeZone } as const;
  const day = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "full" });
  const time = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "medium", timeStyle: "short" });
  const link = (path: string) => new URL(path, ctx.site.siteUrl).href;
  const line = (item: DigestItem, waiting: boolean) => {
    const what =
      item.kind === "message"
        ? t.message
        : `${quiz.stages[stageByKey(item.stage).key].name}, ${interpolate(t.points, { score: item.score ?? 0 })}`;
    const left = item.createdAt + promiseMs - input.at;
    const hours = Math.floor(Math.abs(left) / 3_600_000);
    const due = waiting ? ` · ${interpolate(left < 0 ? t.overdueBy : t.dueIn, { hours })}` : "";
    const page = inboxPath("lead", { id: item.id });
    return h(
      Text,
      { key: item.id },
      h(Link, { href: link(page) }, item.name),
      ` · ${[
        item.company,
        what,
        ...profileWords(profileOf(item), quiz.profile).map(({ words }) => words ?? ""),
        item.email,
        time.format(item.createdAt),
      ]
        .filter(Boolean)
        .join(" · ")}${due}`,
      waiting ? [" · ", h(Link, { key: "compose", href: link(`${page}/answer`) }, t.compose)] : null,
    );
  };
  const list = (items: readonly DigestItem[], waiting: boolean) =>
    items.length === 0 ? h(Text, null, t.none) : items.map((item) => line(item, waiting));
  return render(
    h(
      Page,
      { lang: input.language },
      h(Heading, { as: "h1" }, interpolate(t.heading, { date: day.format(input.at) })),
      h(
        Heading,
        { as: "h2", style: subheadingStyle },
        interpolate(t.newHeading, { since: time.format(input.since), count: input.newItems.length }),
      ),
      list(input.newItems, false),
      h(
        Heading,
        { as: "h2", style: subheadingStyle },
        interpolate(t.waitingHeading, { count: input.waiting.length }),
      ),
      list(input.waiting, true),
      h(
        Heading,
        { as: "h2", style: subheadingStyle },
        interpolate(t.callsHeading, { count: input.calls?.length ?? 0 }),
      ),
      (input.calls ?? []).length === 0
        ? h(Text, null, t.none)
        : (input.calls ?? []).map((call, i) =>
            h(
              Text,
              { key: `call-${i}` },
              `${time.format(call.startsAt)} · ${interpolate(t.callLength, { minutes: call.minutes })} · `,
              h(Link, { href: link(inboxPath("lead", { id: call.refId })) }, call.name),
              ` · ${[call.company, call.member].filter(Boolean).join(" · ")}`,
            ),
          ),
      h(Text, null, h(Link, { href: link(inboxPaths.home) }, t.open)),
    ),
    { compact: true },
  );
}

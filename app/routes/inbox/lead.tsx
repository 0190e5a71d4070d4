import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/lead";
import { lostReasonMaxLength, noteMaxLength, statuses } from "#domain/inbox/model.ts";
import { LeadView } from "../../features/inbox/lead-view.tsx";
import { moveTimes } from "../../features/inbox/calls.ts";
import { memberOf } from "../../features/inbox/request-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const found = await team.inbox.detail(params.id);
  if (!found) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const flags = ["saved", "retried", "answered", "already", "moved", "cancelled"] as const;
  const notice = flags.find((flag) => query.get(flag) === "1") ?? null;
  const now = team.inbox.now();
  // The lead's calls (docs/decisions/068); moved and cancelled through the calls page's action.
  const calls = team.calls ? await team.calls.ofLead(params.id) : [];
  const callTimes = team.calls ? await moveTimes(team.calls, calls, now) : {};
  return {
    ...found,
    team: team.inbox.team,
    names: team.inbox.names,
    now,
    notice,
    calls,
    callTimes,
    takesBookings: team.calls !== null,
  } as const;
}

export type LeadActionData =
  | { intent: "workflow"; error: "lostReasonRequired" | "badOwner"; values: Record<string, string> }
  | { intent: "note"; error: "noteRequired"; values: Record<string, string> };

/** The lead's follow-up: status and owner, a note, a failed e-mail sent again. Each is recorded with who and when. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { team, member } = memberOf(context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const id = params.id;
  const back = (flag: "saved" | "retried") => redirect(`${inboxPath("lead", { id: id })}?${flag}=1`, 303);
  switch (text("intent")) {
    case "workflow": {
      const values = { status: text("status"), owner: text("owner"), lostReason: text("lostReason") };
      const parsed = z
        .object({
          status: z.enum(statuses),
          owner: z.union([z.literal(""), z.enum(team.inbox.team as [string, ...string[]])]),
          lostReason: z.string().trim().max(lostReasonMaxLength),
        })
        .safeParse(values);
      if (!parsed.success) {
        const ownerWrong = parsed.error.issues.some((i) => i.path[0] === "owner");
        return data<LeadActionData>(
          { intent: "workflow", error: ownerWrong ? "badOwner" : "lostReasonRequired", values },
          { status: 400 },
        );
      }
      const { status, owner, lostReason } = parsed.data;
      if (status === "lost" && !lostReason)
        return data<LeadActionData>(
          { intent: "workflow", error: "lostReasonRequired", values },
          { status: 400 },
        );
      const done = await team.inbox.changeWorkflow({
        id,
        actor: member.email,
        status,
        owner: owner || null,
        lostReason: lostReason || null,
      });
      if (!done) throw data(null, { status: 404 });
      throw back("saved");
    }
    case "note": {
      const note = text("note").trim();
      if (!note || note.length > noteMaxLength)
        return data<LeadActionData>(
          { intent: "note", error: "noteRequired", values: { note: text("note") } },
          { status: 400 },
        );
      if (!(await team.inbox.addNote({ id, actor: member.email, text: note })))
        throw data(null, { status: 404 });
      throw back("saved");
    }
    case "retry": {
      if (!(await team.inbox.retryMail({ id, mailId: text("mailId"), actor: member.email })))
        throw data(null, { status: 404 });
      throw back("retried");
    }
    default:
      throw data(null, { status: 400 });
  }
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadView {...loaderData} actionData={actionData} />;
}

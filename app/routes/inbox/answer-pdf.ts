import { data } from "react-router";
import type { Route } from "./+types/answer-pdf";
import { checkStrategyText } from "#domain/strategy/document.ts";
import { memberOf } from "../../features/inbox/request-context.ts";
import { partnerSignature } from "../../lib/firm.server.ts";

/** The strategy's PDF of the composer's text, as it would be attached (the composer's "See the PDF"). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { team, member } = memberOf(context);
  const checked = checkStrategyText(String((await request.formData()).get("text") ?? ""));
  if (!checked.ok) throw data(null, { status: 400 });
  const signature = partnerSignature(member.email);
  const pdf = await team.inbox.strategyPdf({
    id: params.id,
    actor: member.email,
    text: checked.text,
    ...(signature ? { signature } : {}),
  });
  if (!pdf) throw data(null, { status: 404 });
  return new Response(pdf.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

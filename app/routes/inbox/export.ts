import { data } from "react-router";
import type { Route } from "./+types/export";
import { readFilters } from "#domain/inbox/query.ts";
import { memberOf } from "../../features/inbox/request-context.ts";

const types = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8" } as const;

/** The list's current filter, every page of it, as a file (the CLI's format and escaping). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const format = params.format;
  if (format !== "csv" && format !== "json") throw data(null, { status: 404 });
  const file = await team.inbox.exportFile(format, readFilters(new URL(request.url).searchParams), team.lang);
  return new Response(file.body, {
    headers: {
      "Content-Type": types[format],
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

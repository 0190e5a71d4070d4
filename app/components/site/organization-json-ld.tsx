import { useRouteLoaderData } from "react-router";
import { JsonLd } from "../page/json-ld.tsx";

/**
 * Structured data for the firm, on every page: made by the root route's loader from the
 * settings and the firm's profile (`organizationJsonLd`, app/lib/seo.ts).
 */
export function OrganizationJsonLd() {
  const data = useRouteLoaderData("root") as { organization?: Record<string, unknown> } | undefined;
  return data?.organization ? <JsonLd data={data.organization} /> : null;
}

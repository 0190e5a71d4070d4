import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { preferenceKey, readCookie } from "#i18n/language.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import { detectLanguage } from "../i18n/detection.ts";

// `/` has no page of its own. The Node server redirects it before React Router
// sees it; this route covers the same rule wherever it does not (a static host).
export function loader({ request }: Route.LoaderArgs) {
  const target = resolveRedirect({
    pathname: "/",
    search: new URL(request.url).search,
    preferred: readCookie(request.headers.get("cookie"), preferenceKey),
    acceptLanguage: request.headers.get("accept-language"),
  });
  return redirect(target?.location ?? "/es");
}

export async function clientLoader() {
  return redirect(`/${await detectLanguage()}`);
}

export default function RootRedirect() {
  return null;
}

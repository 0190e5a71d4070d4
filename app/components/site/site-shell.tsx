import { Suspense } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { OrganizationJsonLd } from "./organization-json-ld.tsx";
import { RouteSpinner } from "./route-spinner.tsx";
import { SkipLink } from "../ui/skip-link.tsx";
import { Island } from "../../islands/island.tsx";

/**
 * Skip link, header, route spinner, main, footer. `floating` is what floats over
 * every page (the quiz button, from features/quiz: root.tsx composes the two).
 * The page's content and the footer are Suspense boundaries, so React hydrates
 * them after the header in commits of their own (docs/decisions/103).
 */
export function SiteShell({ children, floating }: { children: React.ReactNode; floating?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink>{t("skipToContent")}</SkipLink>
      <Island name="header">
        <Header />
      </Island>
      <RouteSpinner />
      {/* Every band of the page after the first renders as it nears the viewport (app.css, lazy-render). */}
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 focus:outline-none [&>section:not(:first-child)]:lazy-render"
      >
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      {floating}
      <OrganizationJsonLd />
    </div>
  );
}

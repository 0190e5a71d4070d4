import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./components/site/site-shell.tsx";
import { QuizFab } from "./features/quiz/quiz-fab.tsx";
import { QuizDialog } from "./features/quiz/quiz-modal.tsx";
import { QuizProvider } from "./features/quiz/quiz-provider.tsx";
import { NotFoundContent } from "./components/site/not-found-content.tsx";
import { cacheLanguage } from "./i18n/detection.ts";
import { loadSiteCopy, translatorFor } from "./i18n/i18n.ts";
import { gtagInitScript } from "#domain/site/csp.ts";
import islandsLoader, {
  imports as islandsLoaderImports,
  strings as islandStrings,
} from "virtual:islands-loader";
import { Island } from "./islands/island.tsx";
import { pageView } from "./islands/page-shown.ts";
import {
  islandNames,
  islandsDataId,
  loaderImportsAttribute,
  type IslandName,
  type IslandsData,
} from "./islands/names.ts";
import { useFirm } from "./lib/firm.ts";
import { firmFacts } from "./lib/firm.server.ts";
import { organizationJsonLd, pageMeta } from "./lib/seo.ts";
import { settings } from "./lib/settings.ts";
import { useLang, usePage } from "./lib/use-page.ts";
import { isLanguage, languageInfo, type Language } from "#i18n/languages.ts";
import { languageOfPath } from "#domain/site/pages.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import appCss from "./app.css?url";
import { brandColors } from "#domain/site/brand.ts";

/** The site-wide translations of the page's language (app/i18n/i18n.ts) and the firm's facts in it (app/lib/firm.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const lang = languageOfPath(url.pathname) ?? defaultLanguage;
  const copy = loadSiteCopy(url);
  const firm = firmFacts(lang);
  // Made here, on the server: the browser gets the data, not the code that makes it.
  const organization = organizationJsonLd({
    site: settings,
    firm,
    lang,
    description: translatorFor(copy.site, "common")("meta.home.description"),
  });
  return { ...copy, firm, organization };
}

/** They change only with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const lang = languageOfPath(location.pathname) ?? defaultLanguage;
  return pageMeta(location.pathname, lang, translatorFor(loaderData?.site, "common"));
};

export const links: Route.LinksFunction = () => [
  // One stylesheet for the whole site, cached across pages (docs/decisions/103).
  { rel: "stylesheet", href: appCss },
  // PNG, not the SVG mark: Chromium renders an SVG icon as a document on the page's main
  // thread (scripts/favicons.ts, docs/decisions/085).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * A route whose handle says `bare` (a section with a shell of its own) gets no
 * site shell, no quiz and no page-view tracking; its loader data's `lang` is the
 * document's language.
 */
function useBare(): { lang?: Language } | undefined {
  const match = useMatches().find((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  if (!match) return undefined;
  const lang = (match.loaderData as { lang?: unknown } | undefined)?.lang;
  return { lang: isLanguage(lang) ? lang : undefined };
}

/**
 * A public page of the site (a screen of the route table, not the inbox, not an error)
 * loads no React and no router: its islands hydrate on intent (app/islands/). The inbox,
 * `/` and the not-found page keep React Router's full hydration.
 */
function useIslands(bare: boolean): boolean {
  const page = usePage();
  const error = useRouteError();
  // Decided by the server: a page that hydrates whole keeps its scripts as it navigates.
  return import.meta.env.SSR && !bare && !error && page !== undefined;
}

/**
 * For the page's islands, one JSON block (not executed: no CSP hash needed): where each
 * island's strings in the page's language are, which the loader fetches with the island
 * (scripts/island-strings.ts), and the firm's facts. No copy: a visitor who never taps
 * downloads none.
 */
function IslandsScripts() {
  const lang = useLang();
  const data: IslandsData = {
    strings: Object.fromEntries(
      islandNames.flatMap((name) => {
        const url = islandStrings[name]?.[lang];
        return url ? [[name, url]] : [];
      }),
    ) as Partial<Record<IslandName, string>>,
    firm: useFirm(),
  };
  // `<` escaped: the block's text cannot close its <script> element.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return (
    <>
      <script type="application/json" id={islandsDataId} dangerouslySetInnerHTML={{ __html: json }} />
      <script
        type="module"
        src={islandsLoader}
        {...{ [loaderImportsAttribute]: islandsLoaderImports.join(" ") }}
      />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const pageLang = useLang();
  const bare = useBare();
  const lang = bare?.lang ?? pageLang;
  const islands = useIslands(bare !== undefined);
  return (
    <html lang={languageInfo(lang).htmlLang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColors.brandDark} />
        <Meta />
        <Links />
        {settings.gaMeasurementId && !bare ? (
          <>
            <script async src={`https://www.googletagmanager.com/gtag/js?id=${settings.gaMeasurementId}`} />
            <script dangerouslySetInnerHTML={{ __html: gtagInitScript(settings.gaMeasurementId) }} />
          </>
        ) : null}
      </head>
      <body>
        {children}
        {islands ? (
          <IslandsScripts />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const bare = useBare();
  return bare ? <Outlet /> : <SiteApp />;
}

function SiteApp() {
  const lang = useLang();
  // Local storage is a synchronous call to the browser: a task of its own, not
  // one more step of the hydration task.
  useEffect(() => {
    const timer = setTimeout(() => cacheLanguage(lang));
    return () => clearTimeout(timer);
  }, [lang]);
  // Once per page load: the landing page's attribution and its page_view.
  useEffect(() => {
    // The shell is hydrated from here on (the inbox, `/` and the not-found page: the
    // public pages are islands); the page's sections follow in tasks of their
    // own (Suspense boundaries), and an event on one not yet hydrated hydrates it first.
    // The e2e tests wait for this mark.
    document.documentElement.dataset.hydrated = "";
    pageView();
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser only: on the server, a fault is logged once, as one JSON line (server/page-handler.ts).
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <Shell>
      <NotFoundContent variant={notFound ? "notFound" : "error"} />
    </Shell>
  );
}

/** The site shell with the quiz: its modal's state and the floating button. */
function Shell({ children }: { children: React.ReactNode }) {
  return (
    <QuizProvider>
      <SiteShell
        floating={
          <>
            <QuizFab />
            <Island name="quiz">
              <QuizDialog />
            </Island>
          </>
        }
      >
        {children}
      </SiteShell>
    </QuizProvider>
  );
}

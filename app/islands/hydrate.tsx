import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, createPath, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";
import type { IslandsData } from "./names.ts";

/**
 * Hydrates one island (docs/decisions/047): its component, as the page rendered it, in a
 * router of its own that holds the page's loader data (the root route's strings and
 * firm facts, the page route's copy), so the components read them as on the full page
 * (useTranslation, usePageCopy, useFirm, Link, useLocation) without a route module.
 * Every navigation that would run a loader, i.e. to another path, is a document load:
 * the next page is HTML too (and may already be prefetched or prerendered by the
 * speculation rules). A change of query string or hash on the same path stays in the page.
 */
export function hydrateIsland<P extends object>(
  container: HTMLElement,
  Component: ComponentType<P>,
  props: P,
  data: IslandsData,
): void {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const documentLoad = ({ request }: { request: Request }) => {
    const next = router?.state.navigation.location;
    window.location.assign(next ? createPath(next) : request.url);
    // The document unloads: this navigation never ends in the island.
    return new Promise<never>(() => {});
  };
  const Island = () => <Component {...props} />;
  router = createBrowserRouter(
    [
      {
        id: "root",
        path: "/",
        loader: documentLoad,
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        Component: Outlet,
        children: [
          {
            id: "page",
            path: "*",
            loader: documentLoad,
            shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
            Component: Island,
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root: data.root ?? null, page: data.page ?? null } } },
  );
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

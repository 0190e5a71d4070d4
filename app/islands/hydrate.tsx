import { StrictMode, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, createPath, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";

/** An island's module: its component, and the page route's action when its forms post through it. */
export interface IslandModule<P> {
  default: ComponentType<P>;
  action?: (args: { request: Request }) => Promise<unknown>;
}

/**
 * Hydrates one island (docs/decisions/103): its component, as the page rendered it, in a
 * router of its own whose root route holds the island's strings (scripts/island-strings.ts)
 * and the firm's facts as its loader data, and the page route the action's answer the page
 * shows, so the components read them as on the full page (useTranslation, usePageCopy,
 * useFirm, useActionData, Link, useLocation) without a route module.
 * Every navigation that would run a loader, i.e. to another path, is a document load:
 * the next page is HTML too (and may already be prefetched or prerendered by the
 * speculation rules). A change of query string or hash on the same path stays in the page.
 */
export function hydrateIsland<P extends object>(
  container: HTMLElement,
  { default: Component, action }: IslandModule<P>,
  props: P,
  data: { root: unknown; action?: unknown },
): Promise<void> {
  // A navigation to another path waits here for the document that replaces this one.
  const documentLoad = () => new Promise<never>(() => {});
  const Island = () => <Component {...props} />;
  const router = createBrowserRouter(
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
            ...(action ? { action } : {}),
            Component: Island,
          },
        ],
      },
    ],
    {
      hydrationData: {
        loaderData: { root: data.root, page: null },
        ...(data.action === undefined || data.action === null ? {} : { actionData: { page: data.action } }),
      },
    },
  );
  // The loaders above run for a navigation to another path: the browser loads that page
  // instead, hash included (the next page is HTML too; the speculation rules may have it ready).
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state === "loading" && next && !state.navigation.formMethod)
      if (next.pathname !== window.location.pathname) window.location.assign(createPath(next));
  });
  // Resolved once React has committed the hydration: from then on the island's own
  // handlers answer its events (the loader holds them until then).
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
        <Hydrated onHydrated={resolve} />
      </StrictMode>,
    );
  });
}

/** Renders nothing; its effect runs once the island's hydration is committed. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

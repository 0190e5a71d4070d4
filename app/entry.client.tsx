import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTranslations } from "./i18n/i18n.ts";

// React Router's default client entry, except that the page's translations (its
// language's site-wide namespaces and its page copy, chunks of their own) are loaded
// first, so hydration renders exactly the pre-rendered HTML without suspending.
await loadPageTranslations(window.location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

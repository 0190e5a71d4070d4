import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { defaultLanguage, languageOfPath } from "#domain/site/pages.ts";
import { loadLanguage } from "./i18n/i18n.ts";

// React Router's default client entry, except that the page's translations (one
// language only, a chunk of their own) are loaded first, so hydration renders
// exactly the pre-rendered HTML.
await loadLanguage(languageOfPath(window.location.pathname) ?? defaultLanguage);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

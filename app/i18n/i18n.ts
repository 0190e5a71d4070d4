import { createInstance, type BackendModule, type i18n as I18n, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, languages, type Language } from "#domain/site/pages.ts";
import { settings } from "../lib/settings.ts";

/**
 * The browser downloads the translations of one language only (issue 6: first-load
 * JavaScript): bundle-{lang}.ts gathers every `locales/{lang}/*.ts` file into one
 * lazily loaded chunk. The server renders both languages, so it keeps every resource
 * bundled (resources.ts; only the server build imports it, in the browser this is dead code).
 */
const server = import.meta.env.SSR ? await import("./resources.ts") : undefined;

const bundles: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  es: () => import("./bundle-es.ts"),
  en: () => import("./bundle-en.ts"),
};

const loaded = new Map<Language, ResourceLanguage>();
const loading = new Map<Language, Promise<ResourceLanguage>>();

/** Loads (once) every namespace of a language. The client entry awaits the page's language before hydrating. */
export function loadLanguage(lang: Language): Promise<ResourceLanguage> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = bundles[lang]().then(({ default: bundle }) => {
      loaded.set(lang, bundle);
      return bundle;
    });
    loading.set(lang, promise);
  }
  return promise;
}

/** Namespaces: the server's list, or those of the language the browser loaded first (the same set). */
function namespaces(): string[] {
  if (server) return [...server.namespaces];
  const [first] = loaded.values();
  return first ? Object.keys(first) : ["common"];
}

/**
 * A language not loaded yet in the browser (a client navigation to the other
 * language) comes through this backend: react-i18next suspends, and the router
 * keeps the current page until the translations are there.
 */
const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lang, namespace, callback) {
    loadLanguage(lang as Language).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * One i18next instance per page language. The URL decides the language, so the
 * instance for a language never changes language: that keeps server rendering
 * free of shared mutable state and makes hydration match the pre-rendered HTML.
 */
const instances = new Map<Language, I18n>();

export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    const bundle = server ? server.resources[lang] : loaded.get(lang);
    if (!server) instance.use(lazyBackend);
    void instance.use(initReactI18next).init({
      lng: lang,
      // The English resources have exactly the Spanish keys (a compile-time check), so the
      // browser never needs the other language as a fallback: do not download it.
      fallbackLng: server ? defaultLanguage : false,
      supportedLngs: [...languages],
      resources: bundle ? { [lang]: bundle } : undefined,
      partialBundledLanguages: true,
      ns: namespaces(),
      defaultNS: "common",
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables: { brand: settings.brandName } },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

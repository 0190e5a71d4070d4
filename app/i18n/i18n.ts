import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, languages, type Language } from "#domain/site/pages.ts";
import { settings } from "../lib/settings.ts";
import { defaultNamespace, namespaces, resources } from "./resources.ts";

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
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      resources,
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables: { brand: settings.brandName } },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

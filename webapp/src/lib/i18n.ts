// i18next with Russian by default and English. Every feature keeps its strings in
// features/<feature>/locales.ts (`export default { ru: {...}, en: {...} }`); the namespace is the folder name
// (strings several features share: components/<folder>/locales.ts, as the booking screens' 'appointments').
// This module (and i18next with it) is not in the start-up bundle: the pages import it, and the router loads it
// with the first page (app/router.tsx). The start-up code takes its words from ./common-text.ts, which this
// module connects to i18next. The start-up part of 'common' (./locales.ts) is here from the start; the
// features' namespaces and the pages' part of 'common' (./page-locales.ts) load in parallel (loadFeatureLocales).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { connectI18n } from './common-text';
import { LANG_KEY, LANGUAGES, storedLanguage, type Language } from './language';
import common from './locales';

export { LANGUAGES, storedLanguage, type Language } from './language';

type Dictionary = Record<string, unknown>;

// 'common' is here from the start with what the shell, splash and errors use; the features' namespaces and the
// rest of 'common' arrive with loadFeatureLocales() below.
const resources: Record<Language, Record<string, Dictionary>> = {
  ru: { common: common.ru },
  en: { common: common.en },
};

export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* private mode */
  }
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'ru',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
connectI18n({
  language: () => i18n.language,
  t: (key, values = {}) => i18n.t(key, values),
  onLanguageChanged: (listener) => i18n.on('languageChanged', listener),
});

let featureLocalesLoading: Promise<void> | null = null;

/**
 * Loads every feature's namespace (one lazy chunk, lib/feature-locales.ts) into i18next, and merges the pages'
 * part of 'common' into it (addResourceBundle deep). Started right away
 * below; the router's page loaders await it, so no page renders before its strings are there. A failed load
 * is tried again on the next call.
 */
export function loadFeatureLocales(): Promise<void> {
  featureLocalesLoading ??= import('./feature-locales').then(
    ({ featureLocales }) => {
      for (const [ns, dictionaries] of Object.entries(featureLocales)) {
        for (const lng of LANGUAGES) i18n.addResourceBundle(lng, ns, dictionaries[lng], true, true);
      }
    },
    (error: unknown) => {
      featureLocalesLoading = null;
      throw error;
    },
  );
  return featureLocalesLoading;
}

void loadFeatureLocales().catch(() => undefined);

export default i18n;

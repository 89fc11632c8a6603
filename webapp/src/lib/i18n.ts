// The translator (./translate.ts) with Russian by default and English. The start-up part of 'common'
// (./locales.ts) is here from the start; the pages' strings, one language at a time (./strings.ts), arrive with
// loadFeatureLocales(). This module is not in the start-up bundle: the pages import it, and the router loads it
// with the first page (app/routes.ts). The start-up code takes its words from ./common-text.ts, which this
// module connects to the translator.
import { connectI18n } from './common-text';
import { i18n } from './translate';
import { LANG_KEY, storedLanguage, type Language } from './language';
import common from './locales';
import { importStrings, type Dictionary } from './strings';

export { LANGUAGES, storedLanguage, type Language } from './language';

const resources: Record<Language, Record<string, Dictionary>> = {
  ru: { common: common.ru },
  en: { common: common.en },
};

i18n.init(resources, storedLanguage());
connectI18n({
  language: () => i18n.language,
  t: (key, values = {}) => i18n.t(key, values),
  onLanguageChanged: (listener) => void i18n.onLanguageChanged(listener),
});

/** The namespace of a locale module: its folder's name, or 'common' (the pages' and navigation's part). */
function namespaceOf(path: string): string {
  return /(?:features|components)\/([^/]+)\/locales\.ts/.exec(path)?.[1] ?? 'common';
}

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/**
 * Loads a language's strings (its lazy chunk), merging the pages' part of 'common' into the start-up one. A failed load is tried again on the next call.
 */
export function loadLanguage(lang: Language): Promise<void> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = importStrings(lang).then(
      ({ default: strings }) => {
        for (const [path, halves] of Object.entries(strings)) {
          const dictionary = halves[lang];
          if (dictionary) i18n.addResourceBundle(lang, namespaceOf(path), dictionary);
        }
        loaded.add(lang);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * The strings of the language the app starts with. Started right away below; the router's page loaders (and the
 * bottom navigation's) await it, so nothing renders before its strings are there.
 */
export function loadFeatureLocales(): Promise<void> {
  return loadLanguage(i18n.language === 'en' ? 'en' : 'ru');
}

void loadFeatureLocales().catch(() => undefined);

/**
 * Switches the interface language and keeps the choice on this device. The other language's strings load
 * first (the screen stays in the current one until they are in); the promise rejects if they cannot load.
 */
export function setLanguage(lang: Language): Promise<void> {
  const change = () => {
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      /* private mode */
    }
    document.documentElement.lang = lang;
    return i18n.changeLanguage(lang);
  };
  // a language already in switches at once, as before (no frame in between)
  return loaded.has(lang) ? change() : loadLanguage(lang).then(change);
}

export default i18n;

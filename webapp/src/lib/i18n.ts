// i18next with Russian by default and English. Every feature keeps its strings in
// features/<feature>/locales.ts (`export default { ru: {...}, en: {...} }`); the namespace is the folder name.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales';

export type Language = 'ru' | 'en';
export const LANGUAGES: Language[] = ['ru', 'en'];
const LANG_KEY = 'lang';

type Dictionary = Record<string, unknown>;
interface LocaleModule {
  default: { ru: Dictionary; en: Dictionary };
}

const modules = import.meta.glob<LocaleModule>('../features/*/locales.ts', { eager: true });

const resources: Record<Language, Record<string, Dictionary>> = {
  ru: { common: common.ru },
  en: { common: common.en },
};
for (const [path, mod] of Object.entries(modules)) {
  const ns = /features\/([^/]+)\/locales\.ts$/.exec(path)?.[1];
  if (!ns || !mod.default) continue;
  resources.ru[ns] = mod.default.ru;
  resources.en[ns] = mod.default.en;
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return value === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

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
  ns: Object.keys(resources.ru),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;

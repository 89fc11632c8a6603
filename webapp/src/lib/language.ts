// The interface languages and the one the user chose (Russian unless they chose English). No translator here: the
// start-up code reads the language before the translator (a lazy chunk, see ./i18n.ts) has loaded.
export type Language = 'ru' | 'en';
export const LANGUAGES: Language[] = ['ru', 'en'];
export const LANG_KEY = 'lang';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return value === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

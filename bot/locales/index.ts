import { en } from './en';
import { ru, type Locale } from './ru';

export type Lang = 'ru' | 'en';
export type { Locale };

/** en for an English Telegram (or stored) language, Russian otherwise. */
export function langOf(languageCode: string | null | undefined): Lang {
  return languageCode && /^en\b/i.test(languageCode) ? 'en' : 'ru';
}

export function locale(lang: Lang): Locale {
  return lang === 'en' ? en : ru;
}

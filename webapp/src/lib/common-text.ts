// The start-up code's words (the splash, the error fallback, the page loading line, the API client's and the
// Telegram helpers' messages: namespace 'common', ./locales.ts) without the translator. The translator and the
// pages' strings are a lazy chunk (./i18n.ts) that loads with the first page, which keeps the start-up bundle
// lighter. Once ./i18n.ts has loaded it connects itself here, and from then on every word comes from the
// translator (its current language, its copy of 'common'); before that, from ./locales.ts in the language the
// translator will start with.
import { useCallback, useSyncExternalStore } from 'react';
import common from './locales';
import { storedLanguage, type Language } from './language';

export type CommonKey = keyof (typeof common)['ru'];
export type TextValues = Record<string, string>;

export interface Translator {
  language(): string;
  /** The translator's t for a full key ('common:loading'). */
  t(key: string, values?: TextValues): string;
  onLanguageChanged(listener: () => void): void;
}

let i18n: Translator | null = null;
let startLanguage: Language | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called by ./i18n.ts once the translator has its strings. */
export function connectI18n(translator: Translator): void {
  i18n = translator;
  translator.onLanguageChanged(notify);
  notify();
}

function language(): string {
  return i18n ? i18n.language() : (startLanguage ??= storedLanguage());
}

/** A word of the start-up part of 'common', with {{name}} placeholders filled in. */
export function commonText(key: CommonKey, values?: TextValues): string {
  if (i18n) return i18n.t(`common:${key}`, values);
  const text: string = common[(startLanguage ??= storedLanguage())][key];
  return values ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match) : text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** commonText for a component, which renders again when the language changes (as with useTranslation). */
export function useCommonText(): (key: CommonKey, values?: TextValues) => string {
  const lang = useSyncExternalStore(subscribe, language);
  return useCallback((key: CommonKey, values?: TextValues) => commonText(key, values), [lang]);
}

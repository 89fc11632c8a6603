// Where the pages' strings come from. Every feature keeps them in features/<feature>/locales.ts (namespace: the
// folder's name; the booking screens' shared 'appointments': components/appointments/locales.ts), the pages' part
// of 'common' in ./page-locales.ts, the bottom navigation's labels in app/nav-locales.ts. Each language is one
// lazy chunk of its own (./strings-ru.ts, ./strings-en.ts): a screen downloads and runs only the language it
// shows, the other one loads if the user switches to it (./i18n.ts). The start-up words are ./locales.ts.
import type { Language } from './language';

export type Dictionary = Record<string, unknown>;
/** A locale module as `?lang=` imports it: only the asked language's half is there. */
export type LocaleHalves = Partial<Record<Language, Dictionary>>;
/** A language's locale modules, by their path. */
export type Strings = Record<string, LocaleHalves>;

/** The language's strings chunk. The router asks for it with the first page, next to the translator (routes.ts). */
export function importStrings(lang: Language): Promise<{ default: Strings }> {
  return lang === 'en' ? import('./strings-en') : import('./strings-ru');
}

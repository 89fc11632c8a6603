// The translator and the pages' strings, which every page and the bottom navigation wait for before they render.
import { storedLanguage } from '../lib/language';
import { importStrings } from '../lib/strings';

/**
 * The translator and the pages' strings in the user's language: lazy chunks of their own (not in the start-up bundle),
 * requested at once (lib/i18n.ts asks for the strings only once it runs, which would be one round trip later).
 */
export function loadStrings(): Promise<void> {
  importStrings(storedLanguage()).catch(() => undefined); // loadFeatureLocales() reports a failure
  return import('../lib/i18n').then((i18n) => i18n.loadFeatureLocales());
}

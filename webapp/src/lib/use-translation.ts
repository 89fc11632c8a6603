// useTranslation(ns, { keyPrefix }): the t of a namespace for a component, which renders again (with a new t) when
// the language changes, as react-i18next's did. The strings are ./translate.ts's, filled in by ./i18n.ts.
import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type TFunction, type Translator } from './translate';

export type { TFunction } from './translate';

const subscribe = (listener: () => void) => i18n.onLanguageChanged(listener);
const language = () => i18n.language;

export function useTranslation(ns: string, options: { keyPrefix?: string } = {}): { t: TFunction; i18n: Translator } {
  const lang = useSyncExternalStore(subscribe, language);
  const { keyPrefix } = options;
  const t = useMemo(() => i18n.getFixedT(lang, ns, keyPrefix), [lang, ns, keyPrefix]);
  return useMemo(() => ({ t, i18n }), [t]);
}

// Every string the pages use, in English only (one lazy chunk: ./strings.ts says why and how it loads). The
// locale files hold both languages; `?lang=en` imports just the English half (webapp/one-language.ts).
import type { LocaleHalves, Strings } from './strings';

const strings: Strings = import.meta.glob<LocaleHalves>(
  ['../features/*/locales.ts', '../components/*/locales.ts', './page-locales.ts', '../app/nav-locales.ts'],
  { eager: true, query: { lang: 'en' }, import: 'default' },
);
export default strings;

import { describe, expect, it } from 'vitest';
import { keepLanguage } from '../../one-language';

const source = `import { partLocales } from './part-locales';
// a comment above stays
export const other = { ru: { a: 'А' }, en: { a: 'A' } };
export default {
  ru: {
    part: partLocales.ru,
    languages: { ru: 'Русский', en: 'English' },
  },
  en: {
    part: partLocales.en,
    languages: { ru: 'Русский', en: 'English' },
  },
};
`;

/** The module's exports, evaluated (the import replaced by what it would give). */
function run(code: string, part: unknown): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/m, '')
    .replace('export const other', 'exports.other')
    .replace('export default', 'exports.default =');
  const exports: Record<string, unknown> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('exports', 'partLocales', body)(exports, part);
  return exports;
}

describe('one language of a locale module (?lang=)', () => {
  it("keeps the asked language's half of each exported { ru, en }, nested words untouched", () => {
    const ru = keepLanguage(source, 'ru');
    expect(run(ru, { ru: 'часть' })).toEqual({
      other: { ru: { a: 'А' } },
      default: { ru: { part: 'часть', languages: { ru: 'Русский', en: 'English' } } },
    });
    const en = keepLanguage(source, 'en');
    expect(run(en, { en: 'part' })).toEqual({
      other: { en: { a: 'A' } },
      default: { en: { part: 'part', languages: { ru: 'Русский', en: 'English' } } },
    });
  });

  it('imports the locale parts in the same language', () => {
    expect(keepLanguage(source, 'en')).toContain("from './part-locales.ts?lang=en'");
    expect(keepLanguage(source, 'ru')).toContain('// a comment above stays');
  });
});

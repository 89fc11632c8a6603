import { createInstance, type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import common from './locales';
import type { Language } from './language';
import type { Dictionary, LocaleHalves } from './strings';
import { Translator, type TOptions } from './translate';

// The translator must give, for every key of both languages, the very string i18next gave with the app's old
// setup (lib/i18n.ts before it): i18next stays installed for this comparison only.
const localeModules = import.meta.glob<LocaleHalves>(
  ['../features/*/locales.ts', '../components/*/locales.ts', './page-locales.ts', '../app/nav-locales.ts'],
  { eager: true, import: 'default' },
);
const namespaceOf = (path: string) => /(?:features|components)\/([^/]+)\/locales\.ts/.exec(path)?.[1] ?? 'common';
const LANGS: Language[] = ['ru', 'en'];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5];

let reference: I18next;
let ours: Translator;

beforeAll(async () => {
  reference = createInstance();
  await reference.init({
    resources: { ru: { common: structuredClone(common.ru) }, en: { common: structuredClone(common.en) } },
    lng: 'ru',
    fallbackLng: 'ru',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  ours = new Translator();
  ours.init({ ru: { common: common.ru }, en: { common: common.en } }, 'ru');
  for (const lang of LANGS)
    for (const [path, halves] of Object.entries(localeModules)) {
      const dictionary = halves[lang];
      if (!dictionary) continue;
      reference.addResourceBundle(lang, namespaceOf(path), structuredClone(dictionary), true, true);
      ours.addResourceBundle(lang, namespaceOf(path), dictionary);
    }
});

interface Node {
  ns: string;
  key: string;
  value: unknown;
}

/** Every key (leaves and the objects above them) of every namespace, in either language. */
function allKeys(): Node[] {
  const seen = new Map<string, Node>();
  const walk = (ns: string, dictionary: Dictionary, prefix: string) => {
    for (const [name, value] of Object.entries(dictionary)) {
      const key = `${prefix}${name}`;
      seen.set(`${ns}:${key}`, { ns, key, value });
      if (value && typeof value === 'object') walk(ns, value as Dictionary, `${key}.`);
    }
  };
  for (const lang of LANGS) {
    walk('common', common[lang], '');
    for (const [path, halves] of Object.entries(localeModules)) walk(namespaceOf(path), halves[lang] ?? {}, '');
  }
  return [...seen.values()];
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
/** Values for a string's placeholders, with what HTML would escape (neither translator escapes). */
function valuesFor(value: unknown): Record<string, unknown> {
  const names = JSON.stringify(value).match(/\{\{(.+?)\}\}/g) ?? [];
  return Object.fromEntries(names.map((p, i) => [p.slice(2, -2).trim(), i % 2 ? 42 : `<b>"${p}" & 'co'</b>`]));
}

/** Both translators' answers to the same calls, as a hook in that language with that namespace would make them. */
function compare(lang: Language, ns: string, key: string, options?: TOptions, keyPrefix?: string) {
  const theirs = reference.getFixedT(lang, ns, keyPrefix) as unknown as (key: string, options?: TOptions) => unknown;
  const mine = ours.getFixedT(lang, ns, keyPrefix) as (key: string, options?: TOptions) => unknown;
  expect(
    mine(key, options),
    `${lang} ${ns}:${keyPrefix ? `${keyPrefix}.` : ''}${key} ${JSON.stringify(options)}`,
  ).toEqual(theirs(key, options));
}

describe('translate: the same strings as i18next', () => {
  const nodes = allKeys();

  it('covers every locale file and a few thousand keys', () => {
    expect(Object.keys(localeModules).length).toBeGreaterThan(20);
    expect(nodes.length).toBeGreaterThan(1000);
  });

  it('every key, plain and as ns:key from another namespace, in both languages (English falls back to Russian)', () => {
    for (const lang of LANGS)
      for (const { ns, key } of nodes) {
        compare(lang, ns, key);
        compare(lang, 'common', `${ns}:${key}`);
        compare(lang, ns, withoutPlural(key));
      }
  });

  it('plurals: every key with every count, Russian one/few/many/other and English one/other', () => {
    // every count for the keys with plural forms or a {{count}}, three for the rest (a count changes nothing there)
    const counted = new Set(
      nodes.filter(({ key, value }) => key !== withoutPlural(key) || /\{\{\s*count/.test(JSON.stringify(value))),
    );
    const bases = new Map(nodes.map((node) => [`${node.ns}:${withoutPlural(node.key)}`, counted.has(node)]));
    expect([...bases.values()].filter(Boolean).length).toBeGreaterThan(20);
    for (const lang of LANGS)
      for (const [base, plural] of bases)
        for (const count of plural ? COUNTS : [0, 1, 5]) {
          const [ns, key] = base.split(/:(.*)/s);
          compare(lang, ns, key, { count });
        }
    expect(ours.getFixedT('ru', 'clients')('visits', { count: 22 })).toBe('22 визита');
    expect(ours.getFixedT('ru', 'clients')('visits', { count: 25 })).toBe('25 визитов');
    expect(ours.getFixedT('en', 'clients')('visits', { count: 1 })).toBe('1 visit');
  });

  it('interpolation: every placeholder filled in unescaped, a missing one left as written or emptied', () => {
    for (const lang of LANGS)
      for (const { ns, key, value } of nodes) {
        const values = valuesFor(value);
        if (Object.keys(values).length === 0) continue;
        compare(lang, ns, key, values);
        compare(lang, ns, key, { ...values, count: 3 });
        compare(lang, ns, key, {});
        compare(lang, ns, key, Object.fromEntries(Object.keys(values).map((name) => [name, undefined])));
        compare(lang, ns, key, Object.fromEntries(Object.keys(values).map((name) => [name, null])));
      }
  });

  it('returnObjects and key prefixes: every object, and every key under its prefix', () => {
    for (const lang of LANGS)
      for (const { ns, key, value } of nodes) {
        if (!value || typeof value !== 'object') continue;
        compare(lang, ns, key, { returnObjects: true });
        compare(lang, ns, key, { returnObjects: true, ...valuesFor(value) });
        compare(lang, ns, key); // an object without returnObjects: its key
        for (const child of Object.keys(value)) {
          compare(lang, ns, child, undefined, key);
          compare(lang, ns, withoutPlural(child), { count: 5 }, key);
          compare(lang, ns, 'common:close', undefined, key);
        }
      }
  });

  it('missing keys: the key itself, or the defaultValue filled in', () => {
    for (const lang of LANGS) {
      compare(lang, 'booking', 'no.such.key');
      compare(lang, 'booking', 'common:noSuchKey');
      compare(lang, 'working-hours', 'zones.Mars/Olympus', { defaultValue: 'Mars/Olympus' });
      compare(lang, 'working-hours', 'zones.Europe/Moscow', { defaultValue: 'Europe/Moscow' });
      compare(lang, 'booking', 'nothing', { defaultValue: 'Up to {{n}}', n: 3 });
      compare(lang, 'booking', 'a sentence: with words', { count: 2 });
      compare(lang, 'booking', '', { count: 2 });
    }
  });

  it('exists and language changes as i18next', async () => {
    expect(ours.exists('common:teamLists.admins')).toBe(reference.exists('common:teamLists.admins'));
    expect(ours.exists('registration:nothing')).toBe(false);
    const heard: string[] = [];
    const stop = ours.onLanguageChanged(() => heard.push(ours.language));
    await ours.changeLanguage('en');
    await reference.changeLanguage('en');
    expect(ours.t('common:nav.profile')).toBe(reference.t('common:nav.profile'));
    expect(ours.t('nav.profile')).toBe('Profile');
    stop();
    await ours.changeLanguage('ru');
    expect(heard).toEqual(['en']);
    expect(ours.t('nav.profile')).not.toBe('Profile');
  });
});

// The app's translator: what it used of i18next (~84 KB of source in every page's `common` file), nothing more.
// Namespaces ('common:save' or the hook's namespace), key prefixes, nested keys (and flat ones with a dot,
// 'booking.created'), {{name}} placeholders (not escaped: React escapes what it renders), plurals by
// Intl.PluralRules (key_one, key_few, key_many, key_other; key_zero for 0), returnObjects, defaultValue, and
// Russian for a key English lacks. Every lookup follows i18next 27's rules, so each key gives the string it gave
// (translate.test.ts compares them for every key of both languages). ./use-translation.ts is the React hook.
import type { Dictionary } from './strings';

export type { Dictionary };
/** What t returns with returnObjects: the object (or array) under the key, its strings filled in. */
export type TObject = Record<string, unknown> | unknown[];

export interface TOptions {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  /** The language to look in (the hook's t has the current one). */
  lng?: string;
  ns?: string;
  keyPrefix?: string;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): TObject;
  (key: string, options?: TOptions): string;
}

const FALLBACK = 'ru';
const DEFAULT_NS = 'common';
/** A key with one of these is natural language, not 'ns:path' (unless its first path part has none). */
const NATURAL = /( |,|\?|!|;)/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
/** A value a lookup accepts: an empty string counts as missing (i18next's returnEmptyString: false). */
const isFound = (value: unknown) => value != null && value !== '';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The value at a dotted path ('a.b.c'), undefined if any step is missing. */
function getPath(object: unknown, path: string[]): unknown {
  let current = object;
  for (const [i, part] of path.entries()) {
    if (!current || typeof current === 'string') return undefined;
    if (i === path.length - 1) return has(current, part) ? (current as Record<string, unknown>)[part] : undefined;
    current = has(current, part) ? (current as Record<string, unknown>)[part] : {};
  }
  return current;
}

/** A dotted path whose keys may hold dots themselves ('events.booking.created' with a key 'booking.created'). */
function deepFind(object: unknown, path: string): unknown {
  if (!isObject(object)) return undefined;
  if (object[path]) return has(object, path) ? object[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = object;
  for (let i = 0; i < tokens.length;) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = current[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !has(current, nextPath)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

function lookup(object: unknown, path: string): unknown {
  const found = getPath(object, path.split('.'));
  return found == null ? deepFind(object, path) : found;
}

/** Merges `source` into `target`, `source` winning (i18next's addResourceBundle with deep and overwrite). */
function deepExtend(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const prop in source) {
    if (prop === '__proto__' || prop === 'constructor') continue;
    if (!has(target, prop) || typeof target[prop] === 'string' || typeof source[prop] === 'string')
      target[prop] = source[prop];
    else deepExtend(target[prop] as Record<string, unknown>, source[prop] as Record<string, unknown>);
  }
}

/** Fills in {{name}} (or {{- name}}) from `values`; one without a value stays as written unless `values` has the name. */
export function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    const value = lookup(values, name);
    if (value === undefined) return has(values, name) ? '' : match;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value is written as String() writes it
    return value == null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language.replace(/_/g, '-'))));
  return `_${rules.select(count)}`;
}

type Listener = () => void;

export class Translator {
  language: string = FALLBACK;
  private data: Record<string, Record<string, Dictionary>> = {};
  private listeners = new Set<Listener>();

  /** Starts with these strings (copied: the objects given are left as they are) in this language. */
  init(resources: Record<string, Record<string, Dictionary>>, language: string): void {
    this.data = JSON.parse(JSON.stringify(resources)) as typeof this.data;
    this.language = language;
  }

  /** Adds a namespace's strings in a language, merged into what it has (the new ones win). */
  addResourceBundle(language: string, ns: string, strings: Dictionary): void {
    const pack = (this.data[language] ??= {});
    deepExtend((pack[ns] ??= {}), JSON.parse(JSON.stringify(strings)) as Dictionary);
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.data[language]?.[ns] !== undefined;
  }

  /** Switches the language; the listeners (the hook's components, common-text) hear of it before this resolves. */
  changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.listeners.forEach((listener) => listener());
    return Promise.resolve();
  }

  /** Calls `listener` after every language change; returns how to stop. */
  onLanguageChanged(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  exists(key: string, options: { lng?: string; fallbackLng?: false } = {}): boolean {
    const { key: path, ns } = this.split(key, undefined);
    const language = options.lng ?? this.language;
    const languages = options.fallbackLng === false ? [language] : this.languages(language);
    return this.resolve(path, ns, languages, {}).found !== undefined;
  }

  /** t for a namespace and key prefix, in `language` (the hook's t: a new one when the language changes). */
  getFixedT(language: string | null, ns: string, keyPrefix?: string): TFunction {
    return ((key: string, options: TOptions = {}) => {
      const o: TOptions = { ...options, lng: options.lng || language || undefined, ns: options.ns || ns };
      const prefix = options.keyPrefix === '' ? '' : options.keyPrefix || keyPrefix;
      return this.t(prefix ? `${prefix}.${key}` : key, o);
    }) as TFunction;
  }

  t: TFunction = ((key: string, options: TOptions = {}) => this.translate(key, options)) as TFunction;

  private translate(fullKey: string, options: TOptions): unknown {
    const { key, ns } = this.split(fullKey, options.ns);
    const { found, usedKey } = this.resolve(key, ns, this.languages(options.lng || this.language), options);
    const hasDefault = options.defaultValue !== undefined;
    const value = !found && hasDefault ? options.defaultValue : found;
    if (isObject(value) && options.returnObjects) {
      const copy: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
      for (const m in value) {
        if (!has(value, m)) continue;
        const deepKey = `${Array.isArray(value) ? usedKey : key}.${m}`;
        const translated = this.translate(deepKey, { ...options, ns });
        copy[m] = translated === deepKey ? value[m] : translated;
      }
      return copy;
    }
    let text = isObject(value) ? undefined : found;
    const usedDefault = !isFound(text) && hasDefault;
    if (usedDefault) text = options.defaultValue;
    if (!isFound(text) && !(usedDefault && text === '')) text = key;
    return typeof text === 'string' ? interpolate(text, options) : text;
  }

  /** 'ns:path' into its namespace and path; a key without one is in `ns` (or 'common'). */
  private split(key: string, ns: string | undefined): { key: string; ns: string } {
    if (!key.includes(':')) return { key, ns: ns || DEFAULT_NS };
    const dot = key.indexOf('.');
    const natural = NATURAL.test(key) && !(dot > 0 && !NATURAL.test(key.substring(0, dot)));
    if (natural || /\$t\(/.test(key)) return { key, ns: ns || DEFAULT_NS };
    const parts = key.split(':');
    const first = parts.shift()!;
    return { key: parts.join('.'), ns: first };
  }

  /** The language, then Russian (the strings every key has). */
  private languages(language: string): string[] {
    return language === FALLBACK ? [FALLBACK] : [language, FALLBACK];
  }

  /**
   * The first value found, language by language, trying for each the plural forms before the bare key: with a
   * count, key_zero (for 0), the language's form (key_few), the key, key_other.
   */
  private resolve(
    key: string,
    ns: string,
    languages: string[],
    options: TOptions,
  ): { found: unknown; usedKey: string } {
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    let usedKey = key;
    for (const language of languages) {
      const candidates = [key];
      if (plural) {
        const suffix = pluralSuffix(language, count);
        candidates.push(key + suffix);
        if (count === 0) candidates.push(`${key}_zero`);
        if (suffix !== '_other') candidates.unshift(`${key}_other`);
      }
      for (const candidate of candidates.reverse()) {
        usedKey = candidate;
        const found = lookup(this.data[language]?.[ns], candidate);
        if (isFound(found)) return { found, usedKey };
      }
    }
    return { found: undefined, usedKey };
  }
}

/** The app's one translator (./i18n.ts gives it its strings and language). */
export const i18n = new Translator();

import { DEEP_LINK_MIN_LENGTH, isChoosableLink } from './link-grammar';

/**
 * Russian (and a few Ukrainian/Belarusian letters) to Latin, GOST-like (close to GOST R 52535.1 /
 * ICAO passports, which people know from their documents): "Щука" -> "shchuka", "Ёж" -> "ezh".
 * Used to turn an organization or master name into a deep link. Plain TypeScript (no framework).
 */
const TABLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // neighbours that turn up in names
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Lowercases and transliterates Cyrillic; Latin letters lose their accents; anything else is kept. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = TABLE[ch];
    // NFKD splits "é" into "e" + a combining accent (dropped) and "№" into "No"; it runs after the
    // table so "й" is not split into "и" + breve
    out +=
      mapped ??
      ch
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
  }
  return out;
}

/** A suggested link leaves room for a `-2` … or random tail within the 64 a link may have. */
export const DEEP_LINK_MAX_SUGGESTED = 40;

/**
 * A deep link candidate from a free-text name: transliterated, lowercase, every run of characters
 * outside [a-z0-9] becomes one hyphen, no hyphen at either end, at most 40 characters.
 * Shorter than 3 characters: padded with `fallback` ("Я" -> "ya-org", "" -> "org").
 */
export function slugify(name: string, fallback = 'org'): string {
  let slug = transliterate(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  slug = cut(slug, DEEP_LINK_MAX_SUGGESTED);
  if (slug.length < DEEP_LINK_MIN_LENGTH) slug = slug ? `${slug}-${fallback}` : fallback;
  return slug;
}

/** Cuts to `max` characters without leaving a hyphen at the end. */
function cut(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/g, '');
}

/**
 * The links a suggestion tries, in order: `base`, `base-2` … `base-<attempts>`, then `base-<randomTail>`
 * (which makes a collision practically impossible once the numbered ones are taken). Each at most 40
 * characters. All are checked against the database in one query.
 */
export function suggestionCandidates(base: string, randomTail: string, attempts = 30): string[] {
  const candidates = [base];
  for (let n = 2; n <= attempts; n++) candidates.push(withTail(base, String(n)));
  candidates.push(withTail(base, randomTail));
  return candidates;
}

function withTail(base: string, tail: string): string {
  return `${cut(base, DEEP_LINK_MAX_SUGGESTED - tail.length - 1)}-${tail}`;
}

/** The first candidate that may be chosen and is not taken; else the last one, marked unavailable. */
export function firstFreeLink(
  candidates: readonly string[],
  isTaken: (link: string) => boolean,
): { link: string; available: boolean } {
  const free = candidates.find((link) => isChoosableLink(link) && !isTaken(link));
  return free !== undefined
    ? { link: free, available: true }
    : { link: candidates[candidates.length - 1], available: false };
}

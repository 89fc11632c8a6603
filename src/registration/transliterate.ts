/**
 * Russian (and a few Ukrainian/Belarusian letters) to Latin, GOST-like (close to GOST R 52535.1 /
 * ICAO passports, which people know from their documents): "Щука" -> "shchuka", "Ёж" -> "ezh".
 * Used to turn an organization or master name into a deep link.
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

export const DEEP_LINK_MAX_SUGGESTED = 40;
export const DEEP_LINK_MIN = 3;

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
  if (slug.length < DEEP_LINK_MIN) slug = slug ? `${slug}-${fallback}` : fallback;
  return slug;
}

/** Cuts to `max` characters without leaving a hyphen at the end. */
function cut(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/g, '');
}

/**
 * The first free link among `base`, `base-2`, `base-3`, ... (each at most 40 characters).
 * After `attempts` taken candidates a random tail makes a collision practically impossible.
 */
export async function firstFreeLink(
  base: string,
  isAvailable: (link: string) => Promise<boolean>,
  randomTail: () => string,
  attempts = 30,
): Promise<{ link: string; available: boolean }> {
  if (await isAvailable(base)) return { link: base, available: true };
  for (let n = 2; n <= attempts; n++) {
    const suffix = `-${n}`;
    const candidate = `${cut(base, DEEP_LINK_MAX_SUGGESTED - suffix.length)}${suffix}`;
    if (await isAvailable(candidate)) return { link: candidate, available: true };
  }
  const tail = `-${randomTail()}`;
  const candidate = `${cut(base, DEEP_LINK_MAX_SUGGESTED - tail.length)}${tail}`;
  return { link: candidate, available: await isAvailable(candidate) };
}

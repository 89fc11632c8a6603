/**
 * How a typed query becomes the two things the database matches with (search-match.sql.ts): the text for
 * trigram similarity (typos, prefixes) and a prefix tsquery of its words (Russian word forms). Lower case
 * with ё read as е, as the indexed texts are; only letters and digits reach the tsquery, so no typed
 * character can be tsquery syntax.
 */
export interface SearchText {
  /** Lower case, ё as е, words separated by one space. */
  text: string;
  /** `word:* & word:*` for to_tsquery('russian', …): every word. */
  tsquery: string;
  /** `word:* | word:*`: any word (finds candidates whose other words are in another table). */
  tsqueryAny: string;
  /** More than one word: a hit is then checked against all its texts together. */
  several: boolean;
}

/** The query's matchable form, or null when it has no letter or digit (it then matches nothing). */
export function searchText(q: string): SearchText | null {
  const words = q
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const terms = words.map((w) => `${w}:*`);
  return {
    text: words.join(' '),
    tsquery: terms.join(' & '),
    tsqueryAny: terms.join(' | '),
    several: words.length > 1,
  };
}

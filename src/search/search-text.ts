/**
 * How a typed query becomes the two things the database matches with (search-match.sql.ts): the text for
 * trigram similarity (typos, prefixes) and a tsquery of its words (Russian word forms). Lower case with ё
 * read as е, as the indexed texts are; only letters and digits reach the tsquery, so no typed character
 * can be tsquery syntax.
 *
 * The words are bounded, because each one is another term every candidate is checked against: at most
 * SEARCH_WORDS_MAX of them are matched (the first ones; the rest are left out), a one-letter word is left
 * out (in Russian it is a preposition or a conjunction, and as a prefix it would match nearly everything),
 * and only a word of SEARCH_PREFIX_MIN letters or more matches as the start of a longer one.
 */
export interface SearchText {
  /** Lower case, ё as е, the matched words separated by one space. */
  text: string;
  /** `word:* & word` for to_tsquery('russian', …): every word. */
  tsquery: string;
  /** `word:* | word`: any word (finds candidates whose other words are in another table). */
  tsqueryAny: string;
  /** More than one word: a hit is then checked against all its texts together. */
  several: boolean;
}

/** The most words of one query that are matched: the first ones. */
export const SEARCH_WORDS_MAX = 8;
/** A word this long or longer also matches longer words it starts (`маник` finds «Маникюр»). */
export const SEARCH_PREFIX_MIN = 3;
/** Shorter words are left out. */
const WORD_MIN = 2;

/** The query's matchable form, or null when no word is left to match (it then matches nothing). */
export function searchText(q: string): SearchText | null {
  const words = q
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= WORD_MIN)
    .slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return null;
  const terms = words.map((w) => ([...w].length >= SEARCH_PREFIX_MIN ? `${w}:*` : w));
  return {
    text: words.join(' '),
    tsquery: terms.join(' & '),
    tsqueryAny: terms.join(' | '),
    several: words.length > 1,
  };
}

/**
 * How a typed query becomes what the database matches with (search-match.sql.ts): a tsquery of its words
 * (Russian word forms, prefixes) over the texts' kept vectors. Lower case with ё read as е, as the indexed
 * texts are; only letters and digits reach the tsquery, so no typed character can be tsquery syntax.
 *
 * The words are bounded, because each one is another term every candidate is checked against: at most
 * SEARCH_WORDS_MAX of them are matched (the first ones; the rest are left out), a one-letter word is left
 * out (in Russian it is a preposition or a conjunction, and as a prefix it would match nearly everything),
 * and only a word of SEARCH_PREFIX_MIN letters or more matches as the start of a longer one.
 *
 * A word with a wrong letter: a typed word that matches no word of any searchable text (search-words.ts
 * asks the kept words) also matches the words most similar to it by trigrams (withSimilar).
 */
export interface SearchText {
  /** The matched words: lower case, ё as е. */
  words: string[];
  /** Each word's own term: `word:*` (a prefix too) or `word`. */
  terms: string[];
  /** `word:* & word` for to_tsquery('russian', …): every word (or a word similar to it). */
  tsquery: string;
  /** `word:* | word`: any word (relevance ranks a hit by it). */
  tsqueryAny: string;
  /**
   * One word (with the words similar to it), the one the fewest texts hold: every hit holds it in one of
   * its texts, so it finds the candidates (whose other words may be in another table) among the fewest.
   */
  tsqueryFind: string;
  /** More than one word: a hit is then checked against all its texts together. */
  several: boolean;
}

/** What the kept words say of one typed word (search-words.ts). */
export interface WordFound {
  /** A Russian stop word («на», «и»): the tsquery leaves it out. */
  stop: boolean;
  /** Some searchable text holds a form of it, or a word it starts. */
  hit: boolean;
  /** Without a hit: the kept words most similar to it, best first. */
  similar: string[];
  /** How many texts hold a form of it (or, without a hit, one of the similar words). */
  texts: number;
}

/** The most words of one query that are matched: the first ones. */
export const SEARCH_WORDS_MAX = 8;
/** A word this long or longer also matches longer words it starts (`маник` finds «Маникюр»). */
export const SEARCH_PREFIX_MIN = 3;
/** Shorter words are left out. */
const WORD_MIN = 2;
/** A kept word may be used as a tsquery term only when it is letters and digits alone. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

const build = (words: string[], terms: string[], alternatives: string[][], find: number): SearchText => {
  const each = terms.map((t, i) => (alternatives[i].length ? `(${[t, ...alternatives[i]].join(' | ')})` : t));
  const any = terms.flatMap((t, i) => [t, ...alternatives[i]]).join(' | ');
  return {
    words,
    terms,
    tsquery: each.join(' & '),
    tsqueryAny: any,
    tsqueryFind: find < 0 ? any : each[find],
    several: words.length > 1,
  };
};

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
  return build(
    words,
    terms,
    words.map(() => []),
    -1,
  );
}

/**
 * The query with each word that no text holds widened to the words similar to it (a wrong letter). A stop
 * word beside other words stays left out, as the tsquery leaves it; a query of stop words alone is matched
 * through the words similar to them.
 */
export function withSimilar(t: SearchText, found: WordFound[]): SearchText {
  const onlyStops = found.every((f) => f.stop);
  const alternatives = found.map((f) =>
    f.hit || (f.stop && !onlyStops) ? [] : f.similar.filter((w) => PLAIN_WORD.test(w)),
  );
  let find = -1;
  found.forEach((f, i) => {
    if ((onlyStops || !f.stop) && (find < 0 || f.texts < found[find].texts)) find = i;
  });
  return build(t.words, t.terms, alternatives, t.words.length > 1 ? find : -1);
}

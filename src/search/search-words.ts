/**
 * Typo matching through the kept words (table search_words, migration SearchWords1764570000000): the
 * distinct words of every searchable text with a trigram GIN index. A typed word that matches no kept
 * word by its Russian forms or as a prefix is looked up there by word similarity (pg_trgm's `<%`, its
 * word_similarity_threshold), and its most similar words join the query as alternatives (withSimilar).
 * A few thousand short words are compared instead of every candidate text, and a word that has matches
 * costs nothing more.
 */
import type { SearchRun } from './search-connection';
import { type SearchText, type WordFound, withSimilar } from './search-text';

/** The most similar words one typed word may stand for (the best ones). */
export const SIMILAR_WORDS_MAX = 24;

const SIMILAR_SQL = `
  SELECT q.i::int AS i, h.stop, h.hit, CASE WHEN h.hit THEN '{}'::text[] ELSE ARRAY(
           SELECT sw.word FROM search_words sw WHERE q.word <% sw.word
            ORDER BY word_similarity(q.word, sw.word) DESC, sw.texts DESC, sw.word LIMIT ${SIMILAR_WORDS_MAX}) END AS similar
    FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(word, term, i),
         LATERAL (SELECT numnode(to_tsquery('russian', q.term)) = 0 AS stop,
                         EXISTS (SELECT 1 FROM search_words sw WHERE sw.vector @@ to_tsquery('russian', q.term)) AS hit) h`;

/** The query with its words that match nothing widened to similar words: one statement. */
export async function withTypos(run: SearchRun, t: SearchText): Promise<SearchText> {
  const rows = await run<WordFound & { i: number }>(SIMILAR_SQL, [t.words, t.terms]);
  if (rows.every((r) => r.hit)) return t;
  const found: WordFound[] = t.words.map(() => ({ stop: false, hit: true, similar: [] }));
  for (const r of rows) found[r.i - 1] = { stop: r.stop, hit: r.hit, similar: r.similar };
  return withSimilar(t, found);
}

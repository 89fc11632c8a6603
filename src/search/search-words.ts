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
  SELECT q.i::int AS i, h.stop, h.held IS NOT NULL AS hit, COALESCE(s.similar, '{}') AS similar,
         COALESCE(h.held, s.held, 0)::int AS texts
    FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(word, term, i),
         LATERAL (SELECT numnode(to_tsquery('russian', q.term)) = 0 AS stop,
                         (SELECT sum(sw.texts) FROM search_words sw
                           WHERE sw.vector @@ to_tsquery('russian', q.term)) AS held) h,
         LATERAL (SELECT array_agg(x.word ORDER BY x.similarity DESC, x.texts DESC, x.word) AS similar,
                         sum(x.texts) AS held
                    FROM (SELECT sw.word, sw.texts, word_similarity(q.word, sw.word) AS similarity
                            FROM search_words sw WHERE h.held IS NULL AND q.word <% sw.word
                           ORDER BY 3 DESC, 2 DESC, 1 LIMIT ${SIMILAR_WORDS_MAX}) x) s`;

/**
 * The query with its words that match nothing widened to similar words, and the rarest word chosen to
 * find the candidates by: one statement.
 */
export async function withTypos(run: SearchRun, t: SearchText): Promise<SearchText> {
  const rows = await run<WordFound & { i: number }>(SIMILAR_SQL, [t.words, t.terms]);
  if (!t.several && rows.every((r) => r.hit)) return t;
  const found: WordFound[] = t.words.map(() => ({ stop: false, hit: true, similar: [], texts: 0 }));
  for (const r of rows) found[r.i - 1] = { stop: r.stop, hit: r.hit, similar: r.similar, texts: r.texts };
  return withSimilar(t, found);
}

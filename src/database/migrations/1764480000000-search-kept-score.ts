import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ranking score kept beside the review aggregates, so search and the map read one column instead of
 * computing it from the platform's mean on every row of every query.
 *
 * review_stats.score of a master or organization row is (C·m + Σ ratings) / (C + n) (reviews/review-stats.sql.ts)
 * with m the kept mean (table review_score_mean, one row): the mean the kept scores were computed with. It
 * has a table of its own because every score computation reads it, and the platform row of review_stats
 * changes with every review (a transaction of many reviews would read longer and longer version chains). A row's score follows
 * every change of its own counts (a BEFORE trigger, so whatever writes review_stats, the reviews trigger or
 * anything else, keeps it). The platform's mean moves with each review, but rescoring every provider on
 * every review would make a review cost as much as the platform is large; the kept mean therefore follows the
 * mean only once it has moved by more than 0.005 (SCORE_MEAN_STEP; the weight 5 and the prior 4.0 are
 * SCORE_PRIOR_WEIGHT and SCORE_PRIOR_MEAN), checked when the transaction commits, and then every row is
 * rescored. Why 0.005: a score's share of the mean is C / (C + n) ≤ 1, so no kept score is more than 0.005
 * from the one the current mean gives (a twentieth of the 0.1 a shown rating is rounded to); only
 * providers whose scores are that close can be ordered as a slightly older mean orders them. With thousands
 * of reviews the mean moves that much only after dozens of reviews leaning one way, so rescoring is rare.
 */
/**
 * review_stats_add (the reviews migration's) with `lock` first: a review's counts lock its master's,
 * organization's and platform's rows in that order, and the commit-time rescore locks every row, so two
 * reviews at once would each hold a row the other's rescore waits for. One transaction lock taken before
 * any row makes them queue instead (they already queued on the platform's row).
 */
const statsAdd = (lock: string) => `
  CREATE OR REPLACE FUNCTION review_stats_add(p_master int, p_org int, p_rating int, p_sign int) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    ${lock}
    INSERT INTO review_stats AS s (subject, subject_id, reviews_count, rating_sum, r1, r2, r3, r4, r5)
    SELECT k, id, p_sign, p_sign * p_rating,
           CASE p_rating WHEN 1 THEN p_sign ELSE 0 END, CASE p_rating WHEN 2 THEN p_sign ELSE 0 END,
           CASE p_rating WHEN 3 THEN p_sign ELSE 0 END, CASE p_rating WHEN 4 THEN p_sign ELSE 0 END,
           CASE p_rating WHEN 5 THEN p_sign ELSE 0 END
      FROM (VALUES ('master', p_master), ('organization', p_org), ('platform', 0)) v(k, id)
     WHERE id IS NOT NULL
    ON CONFLICT (subject, subject_id) DO UPDATE SET
      reviews_count = s.reviews_count + EXCLUDED.reviews_count, rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      r1 = s.r1 + EXCLUDED.r1, r2 = s.r2 + EXCLUDED.r2, r3 = s.r3 + EXCLUDED.r3,
      r4 = s.r4 + EXCLUDED.r4, r5 = s.r5 + EXCLUDED.r5;
  END $$`;

export class SearchKeptScore1764480000000 implements MigrationInterface {
  name = 'SearchKeptScore1764480000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE review_stats ADD COLUMN score float8`);
    await q.query(`
      CREATE TABLE review_score_mean (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        kept_mean float8 NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION review_stats_kept_mean() RETURNS float8 LANGUAGE sql STABLE AS $$
        SELECT COALESCE((SELECT m.kept_mean FROM review_score_mean m), 4.0)
      $$`);
    await q.query(`
      CREATE FUNCTION review_stats_keep_score() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.subject <> 'platform' THEN
          NEW.score := (5 * review_stats_kept_mean() + NEW.rating_sum) / (5 + NEW.reviews_count);
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER review_stats_keep_score BEFORE INSERT OR UPDATE ON review_stats FOR EACH ROW
        EXECUTE FUNCTION review_stats_keep_score()`);
    await q.query(`CREATE INDEX review_stats_score_idx ON review_stats (subject, score DESC, subject_id)`);
    // the existing rows: the platform's mean, then every subject's score
    await q.query(`
      INSERT INTO review_score_mean (kept_mean)
      SELECT COALESCE(rating_sum::float8 / NULLIF(reviews_count, 0), 4.0) FROM review_stats WHERE subject = 'platform'`);
    await q.query(`UPDATE review_stats SET score = NULL WHERE subject <> 'platform'`);
    // The mean moved by more than the step: kept_mean follows it and every kept score is computed again
    // (their BEFORE trigger reads it). Deferred to the commit, so a transaction of many reviews (a seed, a
    // bulk removal) rescores once at most, and checks once.
    // Created after the backfill, so the migration leaves no trigger event pending on the table.
    await q.query(`
      CREATE FUNCTION review_stats_follow_mean() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        current_mean float8;
        kept float8;
      BEGIN
        -- the first queued check of the transaction sees its final counts: the others have nothing to do
        IF current_setting('review_stats.mean_checked', true) = txid_current()::text THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('review_stats.mean_checked', txid_current()::text, true);
        SELECT COALESCE(p.rating_sum::float8 / NULLIF(p.reviews_count, 0), 4.0) INTO current_mean
          FROM review_stats p WHERE p.subject = 'platform' AND p.subject_id = 0;
        SELECT m.kept_mean INTO kept FROM review_score_mean m;
        IF abs(current_mean - COALESCE(kept, 4.0)) > 0.005 THEN
          INSERT INTO review_score_mean (kept_mean) VALUES (current_mean)
          ON CONFLICT (only_row) DO UPDATE SET kept_mean = EXCLUDED.kept_mean;
          UPDATE review_stats SET score = NULL WHERE subject <> 'platform';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER review_stats_follow_mean AFTER INSERT OR UPDATE ON review_stats
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (NEW.subject = 'platform') EXECUTE FUNCTION review_stats_follow_mean()`);
    await q.query(statsAdd('PERFORM pg_advisory_xact_lock(7004600, 0);'));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(statsAdd(''));
    await q.query(`DROP TRIGGER review_stats_follow_mean ON review_stats`);
    await q.query(`DROP FUNCTION review_stats_follow_mean()`);
    await q.query(`DROP TRIGGER review_stats_keep_score ON review_stats`);
    await q.query(`DROP FUNCTION review_stats_keep_score()`);
    await q.query(`DROP FUNCTION review_stats_kept_mean()`);
    await q.query(`DROP INDEX review_stats_score_idx`);
    await q.query(`DROP TABLE review_score_mean`);
    await q.query(`ALTER TABLE review_stats DROP COLUMN score`);
  }
}

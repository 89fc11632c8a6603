import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ranking score kept beside the review aggregates, so search and the map read one column instead of
 * computing it from the platform's mean on every row of every query.
 *
 * review_stats.score of a master or organization row is (C·m + Σ ratings) / (C + n) (reviews/review-stats.sql.ts)
 * with m the platform row's kept_mean: the mean the kept scores were computed with. A row's score follows
 * every change of its own counts (a BEFORE trigger, so whatever writes review_stats, the reviews trigger or
 * anything else, keeps it). The platform's mean moves with each review, but rescoring every provider on
 * every review would make a review cost as much as the platform is large; kept_mean therefore follows the
 * mean only once it has moved by more than 0.005 (SCORE_MEAN_STEP; the weight 5 and the prior 4.0 are
 * SCORE_PRIOR_WEIGHT and SCORE_PRIOR_MEAN), and then every row is rescored. 0.005
 * because a score's share of the mean is C / (C + n) ≤ 1: no score is then more than 0.005 from the one
 * the current mean gives, below the 0.01 step of a rounded rating people see, and with thousands of reviews
 * the mean moves that much only after dozens of reviews of one side, so rescoring stays rare.
 */
export class SearchKeptScore1764480000000 implements MigrationInterface {
  name = 'SearchKeptScore1764480000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE review_stats ADD COLUMN score float8, ADD COLUMN kept_mean float8`);
    await q.query(`
      CREATE FUNCTION review_stats_kept_mean() RETURNS float8 LANGUAGE sql STABLE AS $$
        SELECT COALESCE((SELECT p.kept_mean FROM review_stats p WHERE p.subject = 'platform' AND p.subject_id = 0), 4.0)
      $$`);
    await q.query(`
      CREATE FUNCTION review_stats_keep_score() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE current_mean float8;
      BEGIN
        IF NEW.subject = 'platform' THEN
          current_mean := COALESCE(NEW.rating_sum::float8 / NULLIF(NEW.reviews_count, 0), 4.0);
          IF NEW.kept_mean IS NULL OR abs(current_mean - NEW.kept_mean) > 0.005 THEN
            NEW.kept_mean := current_mean;
          END IF;
          NEW.score := NULL;
        ELSE
          NEW.score := (5 * review_stats_kept_mean() + NEW.rating_sum) / (5 + NEW.reviews_count);
          NEW.kept_mean := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER review_stats_keep_score BEFORE INSERT OR UPDATE ON review_stats FOR EACH ROW
        EXECUTE FUNCTION review_stats_keep_score()`);
    // the mean moved by more than the step: every kept score follows it (their BEFORE trigger reads it)
    await q.query(`
      CREATE FUNCTION review_stats_rescore() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE review_stats SET score = NULL WHERE subject <> 'platform';
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER review_stats_rescore_on_insert AFTER INSERT ON review_stats FOR EACH ROW
        WHEN (NEW.subject = 'platform') EXECUTE FUNCTION review_stats_rescore()`);
    await q.query(`
      CREATE TRIGGER review_stats_rescore AFTER UPDATE ON review_stats FOR EACH ROW
        WHEN (NEW.subject = 'platform' AND OLD.kept_mean IS DISTINCT FROM NEW.kept_mean)
        EXECUTE FUNCTION review_stats_rescore()`);
    // the existing rows: the platform's first (its mean), then every subject's score
    await q.query(`UPDATE review_stats SET kept_mean = NULL WHERE subject = 'platform'`);
    await q.query(`UPDATE review_stats SET score = NULL WHERE subject <> 'platform'`);
    await q.query(`CREATE INDEX review_stats_score_idx ON review_stats (subject, score DESC, subject_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER review_stats_rescore ON review_stats`);
    await q.query(`DROP TRIGGER review_stats_rescore_on_insert ON review_stats`);
    await q.query(`DROP FUNCTION review_stats_rescore()`);
    await q.query(`DROP TRIGGER review_stats_keep_score ON review_stats`);
    await q.query(`DROP FUNCTION review_stats_keep_score()`);
    await q.query(`DROP FUNCTION review_stats_kept_mean()`);
    await q.query(`DROP INDEX review_stats_score_idx`);
    await q.query(`ALTER TABLE review_stats DROP COLUMN score, DROP COLUMN kept_mean`);
  }
}

import { SCORE_MEAN_STEP, SCORE_PRIOR_MEAN, SCORE_PRIOR_WEIGHT } from '../../src/reviews/review-stats.sql';
import { createTestApp, TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { SEARCH_NOW, searchWorld, SearchWorld, setRating, UNLIMITED } from './search-support';

interface Hit {
  service: { id: number; name: string };
  master: { id: number } | null;
  organization: { id: number } | null;
}

/**
 * The ranking score search and the map sort by is kept in review_stats: a provider's follows its own
 * reviews at once, and every provider's follows the platform's mean once that has moved by more than
 * SCORE_MEAN_STEP.
 */
describe('the kept ranking score', () => {
  let t: TestApp;
  let w: SearchWorld;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    w = await searchWorld(t.db);
  }, 60000);
  beforeEach(() => setNow(t, SEARCH_NOW));
  afterAll(() => t.close());

  const setPlatform = (count: number, sum: number) =>
    t.db.query(
      `INSERT INTO review_stats (subject, subject_id, reviews_count, rating_sum) VALUES ('platform', 0, $1, $2)
       ON CONFLICT (subject, subject_id) DO UPDATE SET reviews_count = $1, rating_sum = $2`,
      [count, sum],
    );
  const keptMean = async (): Promise<number> =>
    Number((await t.db.query(`SELECT kept_mean FROM review_score_mean`))[0].kept_mean);
  const kept = async (subject: string, id: number): Promise<number> =>
    Number(
      (await t.db.query(`SELECT score FROM review_stats WHERE subject = $1 AND subject_id = $2`, [subject, id]))[0]
        .score,
    );
  const expected = (mean: number, count: number, sum: number) =>
    (SCORE_PRIOR_WEIGHT * mean + sum) / (SCORE_PRIOR_WEIGHT + count);
  const providers = async () => {
    const items = (await t.http.get('/api/search').query({ limit: 50 }).expect(200)).body.items as Hit[];
    return items.map((h) => (h.master ? `m${h.master.id}` : `o${h.organization!.id}`));
  };

  it('follows a provider’s own reviews at once, and the platform’s mean beyond the step', async () => {
    // Анна 4.4 and the salon 4.1 before every unrated provider (the prior mean, 4.0)
    expect(await kept('master', w.anna.user.id)).toBeCloseTo(expected(SCORE_PRIOR_MEAN, 5, 24), 9);
    const before = await providers();
    expect(before[0]).toBe(`m${w.anna.user.id}`);
    expect(before.indexOf(`o${w.salon.orgId}`)).toBe(3);

    // the platform's mean jumps to 5: every kept score follows, so the unrated now come first
    await setPlatform(10, 50);
    expect(await keptMean()).toBe(5);
    expect(await kept('master', w.anna.user.id)).toBeCloseTo(expected(5, 5, 24), 9);
    expect(await kept('organization', w.salon.orgId)).toBeCloseTo(expected(5, 5, 21), 9);
    const after = await providers();
    expect(after.indexOf(`m${w.anna.user.id}`)).toBeGreaterThan(0);
    expect(after.indexOf(`o${w.salon.orgId}`)).toBeGreaterThan(after.indexOf(`m${w.anna.user.id}`));

    // a move within the step leaves the kept mean, and a provider's new reviews are scored with it
    await setPlatform(10_000, 40_000);
    expect(await keptMean()).toBe(4);
    await setPlatform(10_001, 40_005);
    expect(Math.abs(40_005 / 10_001 - 4)).toBeLessThan(SCORE_MEAN_STEP);
    expect(await keptMean()).toBe(4);
    await setRating(t.db, 'master', w.anna.user.id, 6, 29);
    expect(await kept('master', w.anna.user.id)).toBeCloseTo(expected(4, 6, 29), 9);
    // and one beyond it moves every score
    await setPlatform(10_001, 40_060);
    expect(await keptMean()).toBeCloseTo(40_060 / 10_001, 9);
    expect(await kept('master', w.anna.user.id)).toBeCloseTo(expected(40_060 / 10_001, 6, 29), 9);
  });
  it('two reviews written at once while the mean moves both land (no deadlock between their rescores)', async () => {
    await setPlatform(4, 8); // a young platform: every review moves the mean by more than the step
    const [one, two] = [t.db.createQueryRunner(), t.db.createQueryRunner()];
    await Promise.all([one.connect(), two.connect()]);
    try {
      await one.startTransaction();
      await two.startTransaction();
      await one.query(`SELECT review_stats_add($1, NULL, 5, 1)`, [w.anna.user.id]);
      // the second writes another master's counts while the first still holds its rows
      const second = two.query(`SELECT review_stats_add($1, $2, 1, 1)`, [w.petr.user.id, w.salon.orgId]);
      // (it waits behind the first: asked until the server shows it waiting)
      const waiting = async (): Promise<boolean> =>
        Number(
          (
            await t.db.query(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          )[0].n,
        ) > 0;
      while (!(await waiting()));
      await one.commitTransaction(); // the first rescores every provider at its commit
      await second;
      await two.commitTransaction();
    } finally {
      await Promise.all([one.release(), two.release()]);
    }
    const [platform] = await t.db.query(
      `SELECT reviews_count, rating_sum FROM review_stats WHERE subject = 'platform' AND subject_id = 0`,
    );
    expect(platform).toEqual({ reviews_count: 6, rating_sum: 14 });
    expect(await keptMean()).toBeCloseTo(14 / 6, 9);
  });
});

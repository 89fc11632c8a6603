import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeService } from '../factories';
import { makeSchedule, weeklyPattern } from '../factories/schedules';
import { setNow } from './appointments-support';
import { blockSeriesCases } from './block-series-cases';
import { blockSeriesScopeCases } from './block-series-scope-cases';
import { countQueries } from './public-count-queries';

/** A master's recurring blocks on PostgreSQL (the same cases run on PGlite in block-series-pglite). */
describe('recurring blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  blockSeriesCases(() => t);
  blockSeriesScopeCases(() => t);

  it('a public slot read sends as many statements with 10 series as with none (occurrences are rows)', async () => {
    setNow(t, '2026-10-01T09:00:00+02:00');
    const read = async (withSeries: number): Promise<number> => {
      const m = await makeMaster(t.db);
      await makeSchedule(t.db, m.user.id, {
        timeZone: 'Europe/Berlin',
        pattern: weeklyPattern({ wed: [['09:00', '18:00']] }),
        minNoticeMinutes: 0,
      });
      const service = await makeService(t.db, { masterId: m.user.id }, { durationMinutes: 60 });
      for (let i = 0; i < withSeries; i++) {
        const hour = String(9 + (i % 8)).padStart(2, '0');
        await t.http
          .post('/api/schedules/me/blocks')
          .set(auth(m.tg))
          .send({
            starts_at: `2026-10-21T${hour}:00:00+02:00`,
            ends_at: `2026-10-21T${hour}:30:00+02:00`,
            rrule: `FREQ=WEEKLY;INTERVAL=${1 + (i % 3)};BYDAY=WE;COUNT=20`,
          })
          .expect(201);
      }
      const url = `/api/public/master/${m.profile.deepLink}/slots?service_id=${service.id}&from=2026-10-21&to=2026-11-30`;
      return countQueries(t.db, () => t.http.get(url).expect(200));
    };
    const none = await read(0);
    expect(await read(10)).toBe(none);
  });
});

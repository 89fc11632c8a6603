import { makeBusy, makeOverride } from '../factories/schedules';
import { createTestApp, TestApp } from '../support/test-app';
import type { AppConfig } from '../../src/config/app.config';
import { setNow } from './appointments-support';
import { makeSession, studio, wed } from './group-sessions-support';
import { type Hit, SEARCH_NOW, searchWorld, type SearchWorld, statementsSent, UNLIMITED } from './search-support';

type Query = Record<string, string | number>;
const WED = '2026-12-02';
const at = (time: string, date = WED) => `${date}T${time}:00+03:00`;

/**
 * A free_on search asked again is answered from the process while what its slot engine read is unchanged
 * (search_versions and the examined providers' free_on_versions and calendar_busy_versions) and the clock
 * has not passed an instant that changes it: after each kind of write the engine reads, and after such an
 * instant, the repeated request answers as a fresh one would. The writes go straight to the tables, as
 * another instance's would; each question is asked three times first, so that its answer is kept with a
 * version. The same cases on PostgreSQL and on PGlite.
 */
export function describeKeptFreeOn(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`a free_on search asked again sees every change (${name})`, () => {
    let t: TestApp;
    let w: SearchWorld;

    /** Each hit as "service name@first free start". */
    const free = async (query: Query): Promise<string[]> => {
      const items: Hit[] = (await t.http.get('/api/search').query(query).expect(200)).body.items;
      return items.map((h) => `${h.service.name}@${h.next_free}`).sort();
    };
    const kept = async (query: Query) => (await free(query), await free(query), free(query));
    const haircut = { q: 'мужская стрижка', free_on: WED };
    const manicure = { q: 'маникюр', free_on: WED };
    const anna = (time: string, date = WED) => [`Мужская стрижка@${at(time, date)}`];

    /**
     * With Anna's horizon one day, Thursday is not offered on Tuesday: a kept answer says so until the
     * instant `midnight` (Wednesday's start in her zone), a second before and not after, then shows `then`.
     */
    const horizonDayArrives = async (midnight: string, then: string[]) => {
      await t.db.query(`UPDATE master_schedules SET horizon_days = 1 WHERE master_id = $1`, [w.anna.user.id]);
      const thursday = { q: 'мужская стрижка', free_on: '2026-12-03' };
      expect(await kept(thursday)).toEqual([]);
      setNow(t, Date.parse(midnight) - 1000);
      expect(await free(thursday)).toEqual([]);
      setNow(t, midnight);
      expect(await free(thursday)).toEqual(then);
      await t.db.query(`UPDATE master_schedules SET horizon_days = 365 WHERE master_id = $1`, [w.anna.user.id]);
    };

    beforeAll(async () => {
      t = await createTestApp({ ...UNLIMITED, ...overrides });
      w = await searchWorld(t.db);
    }, 60000);
    beforeEach(() => setNow(t, SEARCH_NOW));
    afterAll(() => t.close());

    it('is answered from the process by one small statement while nothing changed', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      const sent = await statementsSent(t, async () => expect(await free(haircut)).toEqual(anna('09:00')));
      expect(sent.map((s) => s.text)).toEqual([expect.stringContaining('free_on_versions')]);
    });

    it("a booking and its cancellation, of a master and of a salon's master", async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      const booking = await makeBusy(t.db, w.anna.user.id, at('09:00'), at('10:00'));
      expect(await free(haircut)).toEqual(anna('10:00'));
      await t.db.query(`UPDATE appointments SET status = 'cancelled' WHERE id = $1`, [booking]);
      expect(await free(haircut)).toEqual(anna('09:00'));

      expect(await kept(manicure)).toEqual([`Маникюр@${at('09:00')}`]);
      await makeBusy(t.db, w.salonMaster.user.id, at('09:00'), at('11:00'));
      expect(await free(manicure)).toEqual([`Маникюр@${at('11:00')}`]);
    });

    it('schedule: a pattern, an override, a block', async () => {
      const tuesday = { q: 'мужская стрижка', free_on: '2026-12-04' };
      expect(await kept(tuesday)).toEqual(anna('09:00', '2026-12-04'));
      await t.db.query(
        `UPDATE master_schedules SET pattern = jsonb_set(pattern, '{week,fri}', '[["13:00", "18:00"]]') WHERE master_id = $1`,
        [w.anna.user.id],
      );
      expect(await free(tuesday)).toEqual(anna('13:00', '2026-12-04'));

      expect(await kept(haircut)).toEqual(anna('09:00'));
      await makeOverride(t.db, w.anna.user.id, WED, [['12:00', '15:00']]);
      expect(await free(haircut)).toEqual(anna('12:00'));
      await t.db.query(`DELETE FROM schedule_overrides WHERE master_id = $1`, [w.anna.user.id]);
      expect(await free(haircut)).toEqual(anna('09:00'));

      const [block] = await t.db.query<{ id: number }[]>(
        `INSERT INTO schedule_blocks (master_id, starts_at, ends_at) VALUES ($1, $2, $3) RETURNING id`,
        [w.anna.user.id, at('09:00'), at('11:00')],
      );
      expect(await free(haircut)).toEqual(anna('11:00'));
      await t.db.query(`UPDATE schedule_blocks SET ends_at = $2 WHERE id = $1`, [block.id, at('11:30')]);
      expect(await free(haircut)).toEqual(anna('11:30'));
      await t.db.query(`DELETE FROM schedule_blocks WHERE id = $1`, [block.id]);
      expect(await free(haircut)).toEqual(anna('09:00'));
    });

    it('rules: notice and horizon', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      // 25 hours from Tuesday 09:00: Wednesday 10:00
      await t.db.query(`UPDATE master_schedules SET min_notice_minutes = 1500 WHERE master_id = $1`, [w.anna.user.id]);
      expect(await free(haircut)).toEqual(anna('10:00'));
      const thursday = { q: 'мужская стрижка', free_on: '2026-12-03' };
      expect(await kept(thursday)).toEqual(anna('09:00', '2026-12-03'));
      await t.db.query(`UPDATE master_schedules SET horizon_days = 1 WHERE master_id = $1`, [w.anna.user.id]);
      expect(await free(thursday)).toEqual([]);
      await t.db.query(`UPDATE master_schedules SET min_notice_minutes = 0, horizon_days = 365 WHERE master_id = $1`, [
        w.anna.user.id,
      ]);
      expect(await free(haircut)).toEqual(anna('09:00'));
      expect(await free(thursday)).toEqual(anna('09:00', '2026-12-03'));
    });

    it('outside busy times', async () => {
      expect(await kept(haircut)).toEqual(anna('09:00'));
      const [connection] = await t.db.query<{ id: number }[]>(
        `INSERT INTO calendar_connections (master_id, provider, account, secret)
         VALUES ($1, 'google', 'anna@example.com', 'x') RETURNING id`,
        [w.anna.user.id],
      );
      await t.db.query(
        `INSERT INTO calendar_busy (connection_id, master_id, provider, starts_at, ends_at) VALUES ($1, $2, 'google', $3, $4)`,
        [connection.id, w.anna.user.id, at('09:00'), at('09:30')],
      );
      expect(await free(haircut)).toEqual(anna('09:30'));
      await t.db.query(`DELETE FROM calendar_connections WHERE id = $1`, [connection.id]);
      expect(await free(haircut)).toEqual(anna('09:00'));
    });

    it('the clock: the first start stops being offered, a rolling horizon brings a day', async () => {
      const today = { q: 'мужская стрижка', free_on: '2026-12-01' };
      expect(await kept(today)).toEqual(anna('09:00', '2026-12-01'));
      setNow(t, '2026-12-01T09:00:01+03:00');
      expect(await free(today)).toEqual(anna('09:30', '2026-12-01'));

      setNow(t, SEARCH_NOW);
      await horizonDayArrives('2026-12-02T00:00:00+03:00', anna('09:00', '2026-12-03'));
    });

    it("the clock: a rolling horizon brings a day at the master's own midnight, not Moscow's", async () => {
      const zone = (name: string) =>
        t.db.query(`UPDATE master_schedules SET time_zone = $2 WHERE master_id = $1`, [w.anna.user.id, name]);
      await zone('Asia/Vladivostok');
      // Wednesday begins in Vladivostok (UTC+10) at 17:00 in Moscow, seven hours before Moscow's
      await horizonDayArrives('2026-12-01T17:00:00+03:00', ['Мужская стрижка@2026-12-03T09:00:00+10:00']);
      await zone('Europe/Moscow');
    });

    it('group sessions: seats, the session, the service made one-client', async () => {
      const s = await studio(t.db, { name: 'Кундалини-йога', capacity: 2 });
      const session = await makeSession(t, s);
      const yoga = { q: 'кундалини', free_on: WED };
      expect(await kept(yoga)).toEqual([`Кундалини-йога@${wed(12)}`]);
      await t.db.query(`UPDATE group_sessions SET seats_taken = capacity WHERE id = $1`, [session.id]);
      expect(await free(yoga)).toEqual([]);
      await t.db.query(`UPDATE group_sessions SET seats_taken = 0 WHERE id = $1`, [session.id]);
      expect(await free(yoga)).toEqual([`Кундалини-йога@${wed(12)}`]);
      await t.db.query(`UPDATE services SET capacity = 1 WHERE id = $1`, [s.yoga.id]);
      expect(await free(yoga)).toEqual([`Кундалини-йога@${at('09:00')}`]);
    });
  });
}

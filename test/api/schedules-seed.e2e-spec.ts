import { createTestApp, TestApp } from '../support/test-app';
import { seedDemo } from '../../src/database/seed/seed';
import type { SeedSummary } from '../../src/database/seed/summary';
import { intervalEnd } from '../../src/time-core/clock-text';
import { intervalsForDate } from '../../src/time-core/work-intervals';
import { localToInstant, zonedDate } from '../../src/time-core/zone';
import { addDays } from '../../src/time-core/calendar-date';
import { toWorkIntervals, toWorkPattern, StoredPattern, ClockInterval } from '../../src/schedules/schedule-pattern';

/** The demo data's working time: every master has a schedule, and every appointment lies inside it. */
describe('seed:demo schedules', () => {
  let t: TestApp;
  let seed: SeedSummary;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedDemo(t.db, { scale: 0.01, reset: false, quiet: true });
  }, 60_000);
  afterAll(() => t.close());

  it('gives every master a schedule: weekly patterns and shift cycles, with overrides and blocks', async () => {
    const [row]: { masters: number; schedules: number; weekly: number; cycle: number; zones: number }[] =
      await t.db.query(
        `SELECT (SELECT count(*)::int FROM master_profiles) AS masters, count(*)::int AS schedules,
                count(*) FILTER (WHERE pattern->>'type' = 'weekly')::int AS weekly,
                count(*) FILTER (WHERE pattern->>'type' = 'cycle')::int AS cycle,
                count(DISTINCT time_zone)::int AS zones
           FROM master_schedules`,
      );
    expect(row.schedules).toBe(row.masters);
    expect(row.weekly).toBeGreaterThan(0);
    expect(row.cycle).toBeGreaterThan(0);
    expect(row.zones).toBeGreaterThan(1);
    expect(seed.counts.schedule_overrides).toBeGreaterThan(0);
    expect(seed.counts.schedule_blocks).toBeGreaterThan(0);
  });

  it('puts every appointment inside working time (pattern or override), clear of blocks, occupied until end + buffer', async () => {
    const schedules: { master_id: number; time_zone: string; pattern: StoredPattern; buffer_minutes: number }[] =
      await t.db.query(`SELECT master_id, time_zone, pattern, buffer_minutes FROM master_schedules`);
    const overrides: { master_id: number; date: string; intervals: ClockInterval[] }[] = await t.db.query(
      `SELECT master_id, date::text AS date, intervals FROM schedule_overrides`,
    );
    const blocks: { master_id: number; s: number; e: number }[] = await t.db.query(
      `SELECT master_id, (extract(epoch FROM starts_at) * 1000)::float8 AS s, (extract(epoch FROM ends_at) * 1000)::float8 AS e
         FROM schedule_blocks`,
    );
    const appointments: { master_id: number; s: number; e: number; o: number }[] = await t.db.query(
      `SELECT master_id, (extract(epoch FROM starts_at) * 1000)::float8 AS s, (extract(epoch FROM ends_at) * 1000)::float8 AS e,
              (extract(epoch FROM occupied_until) * 1000)::float8 AS o
         FROM appointments WHERE session_id IS NULL`,
    );
    // the single bookings (the studio's group seats share their session's time; group-sessions specs test them)
    expect(appointments).toHaveLength(2000);
    const byMaster = new Map(schedules.map((s) => [s.master_id, s]));
    const outside: string[] = [];
    for (const a of appointments) {
      const sc = byMaster.get(a.master_id)!;
      const schedule = {
        timeZone: sc.time_zone,
        pattern: toWorkPattern(sc.pattern),
        overrides: new Map(
          overrides.filter((o) => o.master_id === a.master_id).map((o) => [o.date, toWorkIntervals(o.intervals)]),
        ),
      };
      const date = zonedDate(a.s, sc.time_zone);
      // the appointment's own date, or an overnight interval of the date before
      const inside = [date, addDays(date, -1)].some((d) =>
        intervalsForDate(schedule, d).some(
          (iv) =>
            localToInstant(d, iv[0], sc.time_zone) <= a.s && a.e <= localToInstant(d, intervalEnd(iv), sc.time_zone),
        ),
      );
      const blocked = blocks.some((b) => b.master_id === a.master_id && b.s < a.e && a.s < b.e);
      if (!inside || blocked || a.o !== a.e + sc.buffer_minutes * 60_000) {
        outside.push(`${a.master_id} ${new Date(a.s).toISOString()}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("opens the printed master's free slots", async () => {
    const page = await t.http.get(`/api/public/master/${seed.master.deep_link}`).expect(200);
    const service = page.body.services[0];
    const from = new Date().toISOString().slice(0, 10);
    const res = await t.http
      .get(
        `/api/public/master/${seed.master.deep_link}/slots?service_id=${service.id}&from=${from}&to=${addDays(from, 13)}`,
      )
      .expect(200);
    expect(res.body.configured).toBe(true);
    expect(res.body.days.some((d: { slots: string[] }) => d.slots.length > 0)).toBe(true);
  });

  it('keeps the review aggregates a full recount gives, and the trigger that keeps them on again', async () => {
    const recount = `
      SELECT k.subject, k.id AS subject_id, count(*)::int AS reviews_count, sum(r.rating)::int AS rating_sum,
             count(*) FILTER (WHERE r.rating = 5)::int AS r5, count(*) FILTER (WHERE r.rating = 1)::int AS r1
        FROM reviews r
       CROSS JOIN LATERAL (VALUES ('master', r.master_id), ('organization', r.organization_id), ('platform', 0)) k(subject, id)
       WHERE r.visible AND k.id IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2`;
    const kept = `
      SELECT subject, subject_id, reviews_count::int AS reviews_count, rating_sum::int AS rating_sum, r5::int AS r5,
             r1::int AS r1
        FROM review_stats WHERE reviews_count <> 0 ORDER BY 1, 2`;
    const expected: unknown[] = await t.db.query(recount);
    expect(expected.length).toBeGreaterThan(2);
    expect(await t.db.query(kept)).toEqual(expected);

    // a review written afterwards still moves the aggregates (the seed turned the trigger back on)
    const [a]: { id: number; client_id: number; master_id: number }[] = await t.db.query(
      `SELECT a.id, a.client_id, a.master_id FROM appointments a
        WHERE a.status = 'completed' AND a.client_id IS NOT NULL AND a.organization_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.id) LIMIT 1`,
    );
    await t.db.query(`INSERT INTO reviews (appointment_id, author_id, master_id, rating) VALUES ($1, $2, $3, 1)`, [
      a.id,
      a.client_id,
      a.master_id,
    ]);
    expect(await t.db.query(kept)).toEqual(await t.db.query(recount));
  });

  it("keeps the client base's figures a full rebuild gives, and the trigger that keeps them on again", async () => {
    const kept = `SELECT * FROM client_stats ORDER BY organization_id, master_id, client_key`;
    const seeded: unknown[] = await t.db.query(kept);
    expect(seeded.length).toBeGreaterThan(100);
    await t.db.query(`SELECT client_stats_rebuild()`);
    expect(await t.db.query(kept)).toEqual(seeded);
    const triggers: { tgenabled: string }[] = await t.db.query(
      `SELECT tgenabled FROM pg_trigger WHERE tgname = 'appointments_keep_client_stats_on_insert'`,
    );
    expect(triggers).toEqual([{ tgenabled: 'O' }]);
  });

  it("keeps the report's per-day figures a full rebuild gives, and the trigger that keeps them on again", async () => {
    const kept = `SELECT organization_id, master_id, day::text AS day, service_id, bookings, visits, cancelled, no_shows,
                         revenue::text AS revenue, retained, booked::text AS booked
                    FROM booking_days ORDER BY organization_id, master_id, day, service_id`;
    const seeded: unknown[] = await t.db.query(kept);
    expect(seeded.length).toBeGreaterThan(100);
    await t.db.query(`SELECT booking_days_rebuild()`);
    expect(await t.db.query(kept)).toEqual(seeded);
    const triggers: { tgenabled: string }[] = await t.db.query(
      `SELECT tgenabled FROM pg_trigger WHERE tgname = 'appointments_keep_booking_days_on_insert'`,
    );
    expect(triggers).toEqual([{ tgenabled: 'O' }]);
  });

  it('writes the reminders and review requests the booking triggers would write for the same bookings', async () => {
    // copies of seeded bookings, far in the future, inserted with the triggers on: their rows, moved back, are
    // the seed's rows for the originals
    const later = `make_interval(secs => 631152000)`;
    const copies: { id: number; original: number }[] = await t.db.query(
      `WITH src AS (
         SELECT * FROM appointments WHERE client_id IS NOT NULL AND session_id IS NULL ORDER BY id DESC LIMIT 300)
       INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                                 starts_at, ends_at, occupied_until, status, price, created_at, comment)
       SELECT master_id, client_id, organization_id, service_id, client_name, client_phone, starts_at + ${later},
              ends_at + ${later}, occupied_until + ${later}, status, price, created_at + ${later}, id::text
         FROM src
       RETURNING id, comment::int AS original`,
    );
    expect(copies.length).toBe(300);
    const reminders = (ids: string, shift: string) =>
      t.db.query(
        `SELECT ${shift} AS id, lead_minutes, due_at - ${shift === 'appointment_id' ? "interval '0'" : later} AS due_at
           FROM appointment_reminders WHERE appointment_id IN (${ids}) ORDER BY 1, 2`,
      );
    const original = copies.map((c) => c.original).join(',');
    const copied = copies.map((c) => c.id).join(',');
    const back = `(SELECT comment::int FROM appointments x WHERE x.id = appointment_id)`;
    const seeded = await reminders(original, 'appointment_id');
    expect(seeded.length).toBeGreaterThan(0);
    expect(await reminders(copied, back)).toEqual(seeded);
    const asks = (ids: string, id: string, shift: string) =>
      t.db.query(
        `SELECT ${id} AS id, due_at - ${shift} AS due_at FROM review_requests WHERE appointment_id IN (${ids}) ORDER BY 1`,
      );
    const seededAsks = await asks(original, 'appointment_id', `interval '0'`);
    expect(seededAsks.length).toBeGreaterThan(0);
    expect(await asks(copied, back, later)).toEqual(seededAsks);
  });
});

import type { BusinessView } from '../../src/access/business-view';
import { StatisticsService } from '../../src/statistics/statistics.service';
import { makeMember, makeOwner, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An organization's master whose own schedule names another zone than the organization's sees their report
 * in their own dates, which the kept per-day rows (kept in the organization's dates) do not have: the
 * report counts the bookings instead, and gives what the kept rows give once the organization shares the
 * master's zone. On PostgreSQL and on the embedded database.
 */
describe.each([
  ['PostgreSQL', {}],
  ['the embedded database', { databaseUrl: 'memory://' }],
])('a report in a zone other than the business’s on %s', (_name, config) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(config);
  }, 120_000);
  afterAll(() => t.close());

  it('equals the report from the kept rows of that zone', async () => {
    const owner = await makeOwner(t.db);
    const master = await makeMember(t.db, owner.org, 'master');
    const client = await makeUser(t.db, 'client');
    await makeSchedule(t.db, master.user.id, { timeZone: 'Asia/Yekaterinburg' });
    const [service]: { id: number }[] = await t.db.query(
      `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Стрижка', 60, 1500, $1) RETURNING id`,
      [owner.org.id],
    );
    // every 7 hours from 1 October 2026 on: starts near both zones' midnights, of every status
    const statuses = ['completed', 'completed', 'cancelled', 'no_show', 'planned', 'completed'];
    await t.db.query(
      `INSERT INTO appointments (master_id, organization_id, service_id, client_id, client_name, client_phone, starts_at,
                                 ends_at, occupied_until, price, status)
       SELECT $1, $2, CASE WHEN i % 3 = 0 THEN NULL ELSE $3::int END, CASE WHEN i % 2 = 0 THEN $4::int END, 'Гость',
              '+7916555' || lpad((i % 7)::text, 4, '0'), s, s + interval '90 minutes', s + interval '90 minutes',
              1000 + i, ($5::text[])[1 + i % 6]
         FROM generate_series(0, 200) i, LATERAL (SELECT timestamptz '2026-10-01 00:00+00' + i * interval '7 hours') x(s)`,
      [master.user.id, owner.org.id, service.id, client.user.id, statuses],
    );
    const stats = t.app.get(StatisticsService);
    const view: BusinessView = {
      kind: 'master',
      organizationId: owner.org.id,
      masterIds: [master.user.id],
      timeZone: 'Asia/Yekaterinburg',
      notesOwner: { organizationId: owner.org.id, masterId: null },
    };
    const range = { from: '2026-10-20', to: '2026-11-05', lostAfterDays: 7 };

    const fromBookings = await stats.report(view, range);
    await t.db.query(`UPDATE organizations SET time_zone = 'Asia/Yekaterinburg' WHERE id = $1`, [owner.org.id]);
    const fromKept = await stats.report(view, range);

    expect(fromBookings.totals.bookings).toBeGreaterThan(40);
    expect(fromBookings.previous_totals.visits).toBeGreaterThan(10);
    expect(fromBookings).toEqual(fromKept);
  });
});

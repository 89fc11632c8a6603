import { makeAppointment, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';

const HOUR = 3600_000;
const MSK_OFFSET = 3 * HOUR; // Europe/Moscow has no DST

/** Start of the current Moscow day and month, as UTC instants. */
function moscowBounds(now = Date.now()) {
  const msk = new Date(now + MSK_OFFSET);
  const dayStart = Date.UTC(msk.getUTCFullYear(), msk.getUTCMonth(), msk.getUTCDate()) - MSK_OFFSET;
  const monthStart = Date.UTC(msk.getUTCFullYear(), msk.getUTCMonth(), 1) - MSK_OFFSET;
  return { dayStart, monthStart };
}

describe('GET /organizations/my/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts today and this month in Moscow time, services, masters and admins of the organization only', async () => {
    const { org, tg } = await makeOwner(t.db);
    const m1 = await makeMember(t.db, org, 'master');
    const m2 = await makeMember(t.db, org, 'master');
    const admins = [await makeMember(t.db, org, 'admin')];
    const other = await makeOwner(t.db);
    const otherMaster = await makeMember(t.db, other.org, 'master');
    await makeService(t.db, { organizationId: org.id });
    await makeService(t.db, { organizationId: org.id }, { name: 'Окрашивание' });
    await makeService(t.db, { organizationId: other.org.id });

    const { dayStart, monthStart } = moscowBounds();
    const at = (ms: number) => new Date(ms);
    const mine = { organizationId: org.id };

    // Today in Moscow: 00:30 MSK is still yesterday in UTC; 23:00 MSK is the last hour of the day.
    const today = [
      await makeAppointment(t.db, { ...mine, masterId: m1.user.id, startsAt: at(dayStart + 0.5 * HOUR) }),
      await makeAppointment(t.db, { ...mine, masterId: m2.user.id, startsAt: at(dayStart + 23 * HOUR) }),
      await makeAppointment(t.db, { ...mine, masterId: m1.user.id, startsAt: at(dayStart + 12 * HOUR) }, 'completed'),
    ];
    // 00:30 MSK on the 1st: the previous month in UTC, this month in Moscow (and today, on the 1st).
    const firstOfMonth = await makeAppointment(t.db, {
      ...mine,
      masterId: m2.user.id,
      startsAt: at(monthStart + 0.5 * HOUR),
    });
    const firstIsToday = monthStart === dayStart;
    // Never counted: 23:30 MSK of the last day of the previous month, cancelled, another organization.
    // Tomorrow counts for the month unless today is the last day of it.
    await makeAppointment(t.db, { ...mine, masterId: m1.user.id, startsAt: at(monthStart - 0.5 * HOUR) });
    await makeAppointment(t.db, { ...mine, masterId: m1.user.id, startsAt: at(dayStart + 24 * HOUR + 0.5 * HOUR) });
    await makeAppointment(t.db, { ...mine, masterId: m2.user.id, startsAt: at(dayStart + 3 * HOUR) }, 'cancelled');
    await makeAppointment(t.db, {
      organizationId: other.org.id,
      masterId: otherMaster.user.id,
      startsAt: at(dayStart + 2 * HOUR),
    });
    const tomorrowInMonth =
      new Date(dayStart + 24 * HOUR + MSK_OFFSET).getUTCMonth() === new Date(dayStart + MSK_OFFSET).getUTCMonth();

    const expectedToday = today.length + (firstIsToday ? 1 : 0);
    const expectedMonth = today.length + [firstOfMonth].length + (tomorrowInMonth ? 1 : 0);

    const res = await t.http.get('/api/organizations/my/stats').set(auth(tg)).expect(200);
    expect(res.body).toEqual({
      appointments_today: expectedToday,
      appointments_month: expectedMonth,
      services_count: 2,
      masters_count: 2,
      admins_count: admins.length,
    });

    const asAdmin = await t.http.get('/api/organizations/my/stats').set(auth(admins[0].tg)).expect(200);
    expect(asAdmin.body).toEqual(res.body);
  });

  it('refuses masters, clients and users without an organization with 403', async () => {
    const { org } = await makeOwner(t.db);
    const master = await makeMember(t.db, org, 'master');
    const client = await makeUser(t.db, 'client');
    for (const who of [master.tg, client.tg]) {
      const res = await t.http.get('/api/organizations/my/stats').set(auth(who)).expect(403);
      expect(res.body.detail).toBe('Доступ запрещён');
    }
  });
});

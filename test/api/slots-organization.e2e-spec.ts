import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeMember, makeOwner, makeService, Made } from '../factories';
import { makeBusy, makeSchedule, WEEKDAYS_9_TO_18, weeklyPattern } from '../factories/schedules';
import { CLOCK, Clock } from '../../src/common/clock';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import type { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import type { Service } from '../../src/services/entities/service.entity';

/** Monday 2026-11-30, 08:00 in Moscow. */
const NOW = Date.parse('2026-11-30T08:00:00+03:00');
const MASTER_NOT_FOUND = { detail: 'Мастер не найден', code: 'master_not_found' };
const SERVICE_NOT_FOUND = { detail: 'Услуга не найдена', code: 'service_not_found' };
const Q = (serviceId: number, from = '2026-12-01', to = from) => `?service_id=${serviceId}&from=${from}&to=${to}`;

describe('public slots: organization masters, "any master", refusals', () => {
  let t: TestApp;
  let owner: Made & { org: Organization };
  let anna: Made & { member: OrganizationMember };
  let boris: Made & { member: OrganizationMember };
  let cut: Service;
  let color: Service;

  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
    owner = await makeOwner(t.db);
    anna = await makeMember(t.db, owner.org, 'master');
    boris = await makeMember(t.db, owner.org, 'master');
    cut = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Стрижка', durationMinutes: 60 });
    color = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Окрашивание', durationMinutes: 120 });
    // Anna works 09:00–13:00, Boris 11:00–15:00; Boris is busy 12:00–13:00
    await makeSchedule(t.db, anna.user.id, {
      pattern: weeklyPattern({ ...WEEKDAYS_9_TO_18.week, tue: [['09:00', '13:00']] }),
      slotStepMinutes: 60,
    });
    await makeSchedule(t.db, boris.user.id, {
      pattern: weeklyPattern({ ...WEEKDAYS_9_TO_18.week, tue: [['11:00', '15:00']] }),
      slotStepMinutes: 60,
    });
    await makeBusy(t.db, boris.user.id, '2026-12-01T12:00:00+03:00', '2026-12-01T13:00:00+03:00');
  });
  afterAll(() => t.close());

  const memberSlots = (code: string, q: string) => t.http.get(`/api/public/organization-master/${code}/slots${q}`);
  const orgSlots = (link: string, q: string) => t.http.get(`/api/public/organization/${link}/slots${q}`);
  const times = (slots: string[]) => slots.map((s) => s.slice(11, 16));

  it("offers an organization master's slots for the organization's services", async () => {
    const res = await memberSlots(anna.member.masterCode!, Q(cut.id)).expect(200);
    expect(res.body).toMatchObject({ master_id: anna.user.id, configured: true, time_zone: 'Europe/Moscow' });
    expect(res.body.service).toEqual({ id: cut.id, duration_minutes: 60 });
    expect(times(res.body.days[0].slots)).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });

  it('merges the masters into "any master" starts with who is free then', async () => {
    const res = await orgSlots(owner.org.deepLink, Q(cut.id)).expect(200);
    expect(res.body.service).toEqual({ id: cut.id, duration_minutes: 60 });
    expect(res.body.masters.map((m: { id: number }) => m.id)).toEqual([anna.user.id, boris.user.id]);
    expect(res.body.masters[0]).toEqual({
      id: anna.user.id,
      first_name: anna.user.firstName,
      last_name: anna.user.lastName,
      master_code: anna.member.masterCode,
    });
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(res.body.days).toEqual([
      {
        date: '2026-12-01',
        slots: [
          { starts_at: '2026-12-01T09:00:00+03:00', master_ids: [anna.user.id] },
          { starts_at: '2026-12-01T10:00:00+03:00', master_ids: [anna.user.id] },
          { starts_at: '2026-12-01T11:00:00+03:00', master_ids: sorted([anna.user.id, boris.user.id]) },
          { starts_at: '2026-12-01T12:00:00+03:00', master_ids: [anna.user.id] },
          { starts_at: '2026-12-01T13:00:00+03:00', master_ids: [boris.user.id] },
          { starts_at: '2026-12-01T14:00:00+03:00', master_ids: [boris.user.id] },
        ],
      },
    ]);
  });

  it('puts a master in another zone under the organization’s dates', async () => {
    const o = await makeOwner(t.db);
    const east = await makeMember(t.db, o.org, 'master');
    const service = await makeService(t.db, { organizationId: o.org.id });
    // Vladivostok 06:00–08:00 on Dec 2 is 23:00–01:00 Moscow, Dec 1 to Dec 2
    await makeSchedule(t.db, east.user.id, {
      timeZone: 'Asia/Vladivostok',
      pattern: weeklyPattern({ wed: [['06:00', '08:00']] }),
      slotStepMinutes: 60,
    });
    const res = await orgSlots(o.org.deepLink, Q(service.id, '2026-12-01', '2026-12-02')).expect(200);
    expect(res.body.days).toEqual([
      { date: '2026-12-01', slots: [{ starts_at: '2026-12-01T23:00:00+03:00', master_ids: [east.user.id] }] },
      { date: '2026-12-02', slots: [{ starts_at: '2026-12-02T00:00:00+03:00', master_ids: [east.user.id] }] },
    ]);
  });

  it('lists only the masters assigned to the service', async () => {
    await t.http
      .put(`/api/schedules/${boris.user.id}/services`)
      .set(auth(owner.tg))
      .send({ service_ids: [color.id] })
      .expect(200);
    const any = await orgSlots(owner.org.deepLink, Q(cut.id)).expect(200);
    expect(any.body.masters.map((m: { id: number }) => m.id)).toEqual([anna.user.id]);
    expect((await memberSlots(boris.member.masterCode!, Q(cut.id)).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
    expect((await memberSlots(boris.member.masterCode!, Q(color.id)).expect(200)).body.service).toEqual({
      id: color.id,
      duration_minutes: 120,
    });
    await t.http
      .put(`/api/schedules/${boris.user.id}/services`)
      .set(auth(owner.tg))
      .send({ service_ids: null })
      .expect(200);
  });

  it("uses the organization's zone for a master who has not set a schedule", async () => {
    const o = await makeOwner(t.db);
    await t.db.query(`UPDATE organizations SET time_zone = 'Asia/Yekaterinburg' WHERE id = $1`, [o.org.id]);
    const m = await makeMember(t.db, o.org, 'master');
    const service = await makeService(t.db, { organizationId: o.org.id });
    const res = await memberSlots(m.member.masterCode!, Q(service.id)).expect(200);
    expect(res.body).toEqual({
      master_id: m.user.id,
      time_zone: 'Asia/Yekaterinburg',
      configured: false,
      service: { id: service.id, duration_minutes: 60 },
      days: [{ date: '2026-12-01', slots: [] }],
    });
  });

  describe('refusals', () => {
    let independent: Made & { profile: { deepLink: string | null } };
    let own: Service;
    beforeAll(async () => {
      independent = await makeMaster(t.db);
      own = await makeService(t.db, { masterId: independent.user.id });
      await makeSchedule(t.db, independent.user.id);
    });

    it('answers 404 for an unknown link or code', async () => {
      expect((await t.http.get(`/api/public/master/no-such-master/slots${Q(own.id)}`).expect(404)).body).toEqual(
        MASTER_NOT_FOUND,
      );
      expect((await memberSlots('nosuchcode', Q(cut.id)).expect(404)).body).toEqual(MASTER_NOT_FOUND);
      expect((await t.http.get(`/api/public/master/BAD%20LINK/slots${Q(own.id)}`).expect(404)).body).toEqual(
        MASTER_NOT_FOUND,
      );
      expect((await orgSlots('no-such-org', Q(cut.id)).expect(404)).body).toEqual({
        detail: 'Организация не найдена',
        code: 'organization_not_found',
      });
    });

    it('answers 404 for a service that is not theirs', async () => {
      const link = `/api/public/master/${independent.profile.deepLink}/slots`;
      expect((await t.http.get(`${link}${Q(cut.id)}`).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
      expect((await t.http.get(`${link}${Q(2_000_000_000)}`).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
      expect((await memberSlots(anna.member.masterCode!, Q(own.id)).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
      expect((await orgSlots(owner.org.deepLink, Q(own.id)).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
      // an organization service is not an independent master's, even when they also work there
      const both = await makeMember(t.db, owner.org, 'master', independent);
      expect((await t.http.get(`${link}${Q(cut.id)}`).expect(404)).body).toEqual(SERVICE_NOT_FOUND);
      await t.db.query(`DELETE FROM organization_members WHERE id = $1`, [both.member.id]);
    });

    it.each([
      ['no service', '?from=2026-12-01&to=2026-12-01', 'service_id'],
      ['a service that is not a number', '?service_id=abc&from=2026-12-01&to=2026-12-01', 'service_id'],
      ['no from', '?service_id=1&to=2026-12-01', 'from'],
      ['no to', '?service_id=1&from=2026-12-01', 'to'],
      ['a bad date', '?service_id=1&from=2026-11-31&to=2026-12-01', 'from'],
      ['a date with time', '?service_id=1&from=2026-12-01T00:00&to=2026-12-01', 'from'],
      ['to before from', '?service_id=1&from=2026-12-02&to=2026-12-01', 'to'],
      ['63 days', '?service_id=1&from=2026-12-01&to=2027-02-01', 'to'],
    ])('answers 422 for %s', async (_n, q, field) => {
      for (const url of [
        `/api/public/master/${independent.profile.deepLink}/slots${q}`,
        `/api/public/organization-master/${anna.member.masterCode}/slots${q}`,
        `/api/public/organization/${owner.org.deepLink}/slots${q}`,
      ]) {
        const res = await t.http.get(url).expect(422);
        expect(res.body.detail[0].loc).toEqual(['query', field]);
      }
    });

    it('accepts 62 days', async () => {
      const res = await t.http
        .get(`/api/public/master/${independent.profile.deepLink}/slots${Q(own.id, '2026-12-01', '2027-01-31')}`)
        .expect(200);
      expect(res.body.days).toHaveLength(62);
    });

    it('never shows blocked masters, blocked members or the masters of a blocked owner', async () => {
      const m = await makeMaster(t.db, {});
      const s = await makeService(t.db, { masterId: m.user.id });
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [m.user.id]);
      await t.http.get(`/api/public/master/${m.profile.deepLink}/slots${Q(s.id)}`).expect(404);

      const o = await makeOwner(t.db);
      const member = await makeMember(t.db, o.org, 'master');
      const os = await makeService(t.db, { organizationId: o.org.id });
      await makeSchedule(t.db, member.user.id);
      await memberSlots(member.member.masterCode!, Q(os.id)).expect(200);
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE id = $1`, [member.member.id]);
      await memberSlots(member.member.masterCode!, Q(os.id)).expect(404);
      expect((await orgSlots(o.org.deepLink, Q(os.id)).expect(200)).body.masters).toEqual([]);
      await t.db.query(`UPDATE organization_members SET is_blocked = false WHERE id = $1`, [member.member.id]);
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [o.user.id]);
      await memberSlots(member.member.masterCode!, Q(os.id)).expect(404);
      await orgSlots(o.org.deepLink, Q(os.id)).expect(404);
    });
  });
});

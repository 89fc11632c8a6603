import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeMember, makeOwner, makeService } from '../factories';
import { makeBusy } from '../factories/schedules';
import { CLOCK, Clock } from '../../src/common/clock';

/** Schedules and free slots on embedded PGlite (the default database of a plain start). */
describe('schedules and slots on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
    // Monday 2026-11-30, 08:00 in Moscow
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(Date.parse('2026-11-30T08:00:00+03:00'));
  }, 60000);
  afterAll(() => t.close());

  it('sets a schedule, an override and a block, and offers the slots around an appointment', async () => {
    const m = await makeMaster(t.db);
    const service = await makeService(t.db, { masterId: m.user.id }, { durationMinutes: 60 });
    const put = await t.http
      .put('/api/schedules/me')
      .set(auth(m.tg))
      .send({
        time_zone: 'Asia/Yekaterinburg',
        pattern: { type: 'weekly', week: { tue: [['09:00', '13:00']], wed: [['09:00', '13:00']] } },
        slot_step_minutes: 60,
        min_notice_minutes: 0,
        buffer_minutes: 15,
      })
      .expect(200);
    expect(put.body).toMatchObject({ configured: true, time_zone: 'Asia/Yekaterinburg' });
    await t.http.put('/api/schedules/me/overrides/2026-12-02').set(auth(m.tg)).send({ intervals: [] }).expect(200);
    const block = await t.http
      .post('/api/schedules/me/blocks')
      .set(auth(m.tg))
      .send({ starts_at: '2026-12-01T12:00:00+05:00', ends_at: '2026-12-01T13:00:00+05:00' })
      .expect(201);
    expect(block.body.starts_at).toBe('2026-12-01T12:00:00+05:00');
    await makeBusy(t.db, m.user.id, '2026-12-01T09:00:00+05:00', '2026-12-01T10:00:00+05:00', { bufferMinutes: 15 });

    const res = await t.http
      .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${service.id}&from=2026-12-01&to=2026-12-02`)
      .expect(200);
    expect(res.body.days).toEqual([
      { date: '2026-12-01', slots: ['2026-12-01T10:15:00+05:00', '2026-12-01T11:00:00+05:00'] },
      { date: '2026-12-02', slots: [] },
    ]);
    const overrides = await t.http
      .get('/api/schedules/me/overrides?from=2026-12-01&to=2026-12-31')
      .set(auth(m.tg))
      .expect(200);
    expect(overrides.body).toEqual({ overrides: [{ date: '2026-12-02', intervals: [] }] });
    await t.http.delete(`/api/schedules/me/blocks/${block.body.id}`).set(auth(m.tg)).expect(200);
    await t.http.delete('/api/schedules/me/overrides/2026-12-02').set(auth(m.tg)).expect(200);
  });

  it("merges an organization's masters and refuses an overlapping appointment in the database", async () => {
    const owner = await makeOwner(t.db);
    const a = await makeMember(t.db, owner.org, 'master');
    const service = await makeService(t.db, { organizationId: owner.org.id });
    await t.http
      .put(`/api/schedules/${a.user.id}`)
      .set(auth(owner.tg))
      .send({
        pattern: { type: 'cycle', anchor_date: '2026-12-01', days: [[['10:00', '12:00']], []] },
        slot_step_minutes: 60,
        min_notice_minutes: 0,
      })
      .expect(200);
    const res = await t.http
      .get(
        `/api/public/organization/${owner.org.deepLink}/slots?service_id=${service.id}&from=2026-12-01&to=2026-12-02`,
      )
      .expect(200);
    expect(res.body.days).toEqual([
      {
        date: '2026-12-01',
        slots: [
          { starts_at: '2026-12-01T10:00:00+03:00', master_ids: [a.user.id] },
          { starts_at: '2026-12-01T11:00:00+03:00', master_ids: [a.user.id] },
        ],
      },
      { date: '2026-12-02', slots: [] },
    ]);
    // the occupied range (end + buffer) is what the exclusion constraint holds
    await makeBusy(t.db, a.user.id, '2026-12-01T10:00:00+03:00', '2026-12-01T11:00:00+03:00', { bufferMinutes: 15 });
    await expect(
      makeBusy(t.db, a.user.id, '2026-12-01T11:10:00+03:00', '2026-12-01T11:50:00+03:00'),
    ).rejects.toMatchObject({
      code: '23P01',
    });
  });
});

import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { makeMaster, makeMember, makeOwner, makeService, makeUser, Made } from '../factories';
import { makeBlock, makeOverride, makeSchedule } from '../factories/schedules';
import type { Organization } from '../../src/organizations/entities/organization.entity';

const FORBIDDEN = { detail: 'Доступ запрещён', code: 'forbidden' };

describe('schedules: overrides, blocks and service assignment', () => {
  let t: TestApp;
  let owner: Made & { org: Organization };
  let orgMaster: Made;
  let orgAdmin: Made;
  let stranger: Made;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await makeOwner(t.db);
    orgMaster = await makeMember(t.db, owner.org, 'master');
    orgAdmin = await makeMember(t.db, owner.org, 'admin');
    stranger = await makeMaster(t.db);
  });
  afterAll(() => t.close());

  const as = (who: Made) => auth(who.tg);

  describe('overrides', () => {
    it('sets, lists, replaces and deletes the intervals of a date', async () => {
      const m = await makeMaster(t.db);
      const put = await t.http
        .put('/api/schedules/me/overrides/2026-12-03')
        .set(as(m))
        .send({ intervals: [['10:00', '15:00']] })
        .expect(200);
      expect(put.body).toEqual({ date: '2026-12-03', intervals: [['10:00', '15:00']] });
      await t.http.put('/api/schedules/me/overrides/2026-12-31').set(as(m)).send({ intervals: [] }).expect(200);
      await t.http
        .put('/api/schedules/me/overrides/2027-02-05')
        .set(as(m))
        .send({ intervals: [['20:00', '02:00']] })
        .expect(200);

      const list = await t.http.get('/api/schedules/me/overrides?from=2026-12-01&to=2027-01-31').set(as(m)).expect(200);
      expect(list.body).toEqual({
        overrides: [
          { date: '2026-12-03', intervals: [['10:00', '15:00']] },
          { date: '2026-12-31', intervals: [] },
        ],
      });

      await t.http
        .put('/api/schedules/me/overrides/2026-12-03')
        .set(as(m))
        .send({
          intervals: [
            ['9:30', '12:00'],
            ['13:00', '24:00'],
          ],
        })
        .expect(200);
      const del = await t.http.delete('/api/schedules/me/overrides/2026-12-31').set(as(m)).expect(200);
      expect(del.body).toEqual({ message: expect.any(String) });
      const after = await t.http
        .get('/api/schedules/me/overrides?from=2026-12-01&to=2026-12-31')
        .set(as(m))
        .expect(200);
      expect(after.body.overrides).toEqual([
        {
          date: '2026-12-03',
          intervals: [
            ['09:30', '12:00'],
            ['13:00', '24:00'],
          ],
        },
      ]);
      const again = await t.http.delete('/api/schedules/me/overrides/2026-12-31').set(as(m)).expect(404);
      expect(again.body).toEqual({ detail: expect.any(String) });
    });

    it("lets the organization's owner and admin manage a master's dates, and nobody else", async () => {
      const url = `/api/schedules/${orgMaster.user.id}/overrides/2026-12-10`;
      await t.http.put(url).set(as(owner)).send({ intervals: [] }).expect(200);
      await t.http
        .put(url)
        .set(as(orgAdmin))
        .send({ intervals: [['12:00', '13:00']] })
        .expect(200);
      const others = [stranger, await makeUser(t.db, 'client'), await makeMember(t.db, owner.org, 'master')];
      const before = await tableCounts(t.db);
      for (const who of others) {
        expect((await t.http.put(url).set(as(who)).send({ intervals: [] })).body).toEqual(FORBIDDEN);
        expect((await t.http.delete(url).set(as(who))).status).toBe(403);
        const list = await t.http
          .get(`/api/schedules/${orgMaster.user.id}/overrides?from=2026-12-01&to=2026-12-31`)
          .set(as(who));
        expect(list.status).toBe(403);
      }
      expect(await tableCounts(t.db)).toEqual(before);
      const mine = await t.http
        .get('/api/schedules/me/overrides?from=2026-12-10&to=2026-12-10')
        .set(as(orgMaster))
        .expect(200);
      expect(mine.body.overrides).toEqual([{ date: '2026-12-10', intervals: [['12:00', '13:00']] }]);
    });

    it.each([
      ['a date that does not exist', '/api/schedules/me/overrides/2026-02-30', ['path', 'date']],
      ['a date in another format', '/api/schedules/me/overrides/01.12.2026', ['path', 'date']],
    ])('refuses %s with 422', async (_n, url, loc) => {
      const m = await makeMaster(t.db);
      const before = await tableCounts(t.db);
      const res = await t.http.put(url).set(as(m)).send({ intervals: [] }).expect(422);
      expect(res.body.detail[0].loc).toEqual(loc);
      expect((await t.http.delete(url).set(as(m)).expect(422)).body.detail[0].loc).toEqual(loc);
      expect(await tableCounts(t.db)).toEqual(before);
    });

    it.each([
      [
        'overlapping intervals',
        [
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ],
      ],
      ['a malformed time', [['9', '12:00']]],
      ['a start equal to its end', [['12:00', '12:00']]],
      ['no list', 'day off'],
      ['null', null],
    ])('refuses %s in the body, writing nothing', async (_n, intervals) => {
      const m = await makeMaster(t.db);
      await makeOverride(t.db, m.user.id, '2026-12-05', [['10:00', '11:00']]);
      const before = await tableCounts(t.db);
      const res = await t.http.put('/api/schedules/me/overrides/2026-12-05').set(as(m)).send({ intervals }).expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'intervals']);
      expect(await tableCounts(t.db)).toEqual(before);
      const list = await t.http.get('/api/schedules/me/overrides?from=2026-12-05&to=2026-12-05').set(as(m));
      expect(list.body.overrides).toEqual([{ date: '2026-12-05', intervals: [['10:00', '11:00']] }]);
    });

    it.each([
      ['no from', '?to=2026-12-31', ['query', 'from']],
      ['no to', '?from=2026-12-01', ['query', 'to']],
      ['a bad from', '?from=2026-13-01&to=2026-12-31', ['query', 'from']],
      ['to before from', '?from=2026-12-31&to=2026-12-01', ['query', 'to']],
      ['63 days', '?from=2026-12-01&to=2027-02-01', ['query', 'to']],
    ])('refuses a range with %s', async (_n, qs, loc) => {
      const m = await makeMaster(t.db);
      for (const what of ['overrides', 'blocks']) {
        const res = await t.http.get(`/api/schedules/me/${what}${qs}`).set(as(m)).expect(422);
        expect(res.body.detail[0].loc).toEqual(loc);
      }
    });

    it('accepts exactly 62 days', async () => {
      const m = await makeMaster(t.db);
      await t.http.get('/api/schedules/me/overrides?from=2026-12-01&to=2027-01-31').set(as(m)).expect(200);
    });
  });

  describe('blocks', () => {
    it("creates, lists (in the master's zone) and deletes blocks", async () => {
      const m = await makeMaster(t.db);
      await makeSchedule(t.db, m.user.id, { timeZone: 'Asia/Vladivostok' });
      const created = await t.http
        .post('/api/schedules/me/blocks')
        .set(as(m))
        .send({ starts_at: '2026-12-01T03:00:00Z', ends_at: '2026-12-01T14:30:00+10:00', note: '  Обучение  ' })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        starts_at: '2026-12-01T13:00:00+10:00',
        ends_at: '2026-12-01T14:30:00+10:00',
        note: 'Обучение',
        series_id: null,
        rrule: null,
        conflicts: [],
      });
      const { conflicts: _none, ...createdBlock } = created.body as { conflicts: number[] };
      // ends on the night before the range starts in Vladivostok (still Nov 30 there): not listed
      await makeBlock(t.db, m.user.id, '2026-11-30T20:00:00+10:00', '2026-11-30T23:59:00+10:00');
      // runs over the range's start: listed
      const over = await makeBlock(t.db, m.user.id, '2026-11-30T23:00:00+10:00', '2026-12-01T01:00:00+10:00', 'ночь');
      const list = await t.http.get('/api/schedules/me/blocks?from=2026-12-01&to=2026-12-01').set(as(m)).expect(200);
      expect(list.body).toEqual({
        blocks: [
          {
            id: over,
            starts_at: '2026-11-30T23:00:00+10:00',
            ends_at: '2026-12-01T01:00:00+10:00',
            note: 'ночь',
            series_id: null,
            rrule: null,
          },
          createdBlock,
        ],
        external_busy: [],
      });
      const del = await t.http.delete(`/api/schedules/me/blocks/${created.body.id}`).set(as(m)).expect(200);
      expect(del.body).toEqual({ message: expect.any(String) });
      await t.http.delete(`/api/schedules/me/blocks/${created.body.id}`).set(as(m)).expect(404);
      const after = await t.http.get('/api/schedules/me/blocks?from=2026-12-01&to=2026-12-01').set(as(m)).expect(200);
      expect(after.body.blocks.map((b: { id: number }) => b.id)).toEqual([over]);
    });

    it("uses Moscow time for a master with no schedule, and the owner may block an organization master's time", async () => {
      const res = await t.http
        .post(`/api/schedules/${orgMaster.user.id}/blocks`)
        .set(as(owner))
        .send({ starts_at: '2026-12-02T09:00:00Z', ends_at: '2026-12-02T10:00:00Z' })
        .expect(201);
      expect(res.body).toMatchObject({ starts_at: '2026-12-02T12:00:00+03:00', note: null });
      const before = await tableCounts(t.db);
      expect(
        (await t.http.delete(`/api/schedules/${orgMaster.user.id}/blocks/${res.body.id}`).set(as(stranger))).body,
      ).toEqual(FORBIDDEN);
      // someone else's block id under one's own schedule: not found, not deleted
      await t.http.delete(`/api/schedules/me/blocks/${res.body.id}`).set(as(stranger)).expect(404);
      expect(await tableCounts(t.db)).toEqual(before);
      await t.http.delete(`/api/schedules/${orgMaster.user.id}/blocks/${res.body.id}`).set(as(orgAdmin)).expect(200);
    });

    it.each([
      ['no offset', { starts_at: '2026-12-01T10:00:00', ends_at: '2026-12-01T11:00:00Z' }, ['body', 'starts_at']],
      ['a date only', { starts_at: '2026-12-01', ends_at: '2026-12-01T11:00:00Z' }, ['body', 'starts_at']],
      [
        'a day that does not exist',
        { starts_at: '2026-02-30T10:00:00Z', ends_at: '2026-03-01T11:00:00Z' },
        ['body', 'starts_at'],
      ],
      [
        'an end before the start',
        { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T09:00:00Z' },
        ['body', 'ends_at'],
      ],
      [
        'an empty block',
        { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T13:00:00+03:00' },
        ['body', 'ends_at'],
      ],
      ['seconds', { starts_at: '2026-12-01T10:00:30Z', ends_at: '2026-12-01T11:00:00Z' }, ['body', 'starts_at']],
      ['over a year', { starts_at: '2026-01-01T10:00:00Z', ends_at: '2027-01-03T10:00:00Z' }, ['body', 'ends_at']],
      [
        'a long note',
        { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-01T11:00:00Z', note: 'x'.repeat(501) },
        ['body', 'note'],
      ],
      ['no end', { starts_at: '2026-12-01T10:00:00Z' }, ['body', 'ends_at']],
    ])('refuses %s with 422, writing nothing', async (_n, body, loc) => {
      const m = await makeMaster(t.db);
      const before = await tableCounts(t.db);
      const res = await t.http.post('/api/schedules/me/blocks').set(as(m)).send(body).expect(422);
      expect(res.body.detail[0].loc).toEqual(loc);
      expect(await tableCounts(t.db)).toEqual(before);
    });
  });

  describe('which organization services a master performs', () => {
    it('defaults to all, can be narrowed and reset by the owner or an admin', async () => {
      const o = await makeOwner(t.db);
      const admin = await makeMember(t.db, o.org, 'admin');
      const m = await makeMember(t.db, o.org, 'master');
      const cut = await makeService(t.db, { organizationId: o.org.id }, { name: 'Стрижка', durationMinutes: 45 });
      const nails = await makeService(t.db, { organizationId: o.org.id }, { name: 'Маникюр', durationMinutes: null });
      const url = `/api/schedules/${m.user.id}/services`;

      const initial = await t.http.get(url).set(as(o)).expect(200);
      expect(initial.body).toEqual({
        master_id: m.user.id,
        organization_id: o.org.id,
        service_ids: null,
        services: [
          { id: nails.id, name: 'Маникюр', duration_minutes: null, performed: true },
          { id: cut.id, name: 'Стрижка', duration_minutes: 45, performed: true },
        ],
      });

      const narrowed = await t.http
        .put(url)
        .set(as(admin))
        .send({ service_ids: [cut.id, cut.id] })
        .expect(200);
      expect(narrowed.body).toMatchObject({
        service_ids: [cut.id],
        services: [
          { id: nails.id, performed: false },
          { id: cut.id, performed: true },
        ],
      });
      const none = await t.http.put(url).set(as(o)).send({ service_ids: [] }).expect(200);
      expect(none.body.service_ids).toEqual([]);
      const reset = await t.http.put(url).set(as(o)).send({ service_ids: null }).expect(200);
      expect(reset.body).toEqual(initial.body);
    });

    it('refuses services of another organization and bad lists with 422, writing nothing', async () => {
      const foreign = await makeService(t.db, { masterId: stranger.user.id });
      const url = `/api/schedules/${orgMaster.user.id}/services`;
      const before = await tableCounts(t.db);
      const res = await t.http
        .put(url)
        .set(as(owner))
        .send({ service_ids: [foreign.id] })
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'service_ids', 0], msg: 'Услуга не найдена' }]);
      for (const service_ids of [undefined, 'all', [0], [1.5], ['1']]) {
        const bad = await t.http.put(url).set(as(owner)).send({ service_ids }).expect(422);
        expect(bad.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'service_ids']);
      }
      expect(await tableCounts(t.db)).toEqual(before);
    });

    it('is for the owner and admins only: the master, other owners and strangers get 403', async () => {
      const url = `/api/schedules/${orgMaster.user.id}/services`;
      const other = await makeOwner(t.db);
      for (const who of [orgMaster, other, stranger]) {
        expect((await t.http.get(url).set(as(who))).body).toEqual(FORBIDDEN);
        expect((await t.http.put(url).set(as(who)).send({ service_ids: null })).status).toBe(403);
      }
      expect((await t.http.get('/api/schedules/me/services').set(as(orgMaster))).status).toBe(403);
    });
  });
});

import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { makeMaster, makeMember, makeOwner, makeUser, Made } from '../factories';
import { makeSchedule, WEEKDAYS_9_TO_18 } from '../factories/schedules';
import type { Organization } from '../../src/organizations/entities/organization.entity';

const FORBIDDEN = { detail: 'Доступ запрещён', code: 'forbidden' };
const REMINDERS =
  'Напоминания: список из не более чем 5 разных целых чисел минут от 5 до 10080 (например, [1440, 120]) или []';
const AGENDA = 'Время сводки на день должно быть в формате ЧЧ:ММ (от 00:00 до 23:59) или null';

const DEFAULTS = {
  configured: false,
  pattern: { type: 'weekly', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
  reminder_minutes: [1440, 120],
  agenda_time: null,
};

const WEEKLY = {
  time_zone: 'Asia/Yekaterinburg',
  pattern: {
    type: 'weekly',
    week: {
      mon: [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
      tue: [['20:00', '02:00']],
      sat: [['10:00', '24:00']],
    },
  },
  slot_step_minutes: 15,
  min_notice_minutes: 120,
  horizon_days: 30,
  buffer_minutes: 10,
  cancel_cutoff_hours: 24,
};

describe('schedules: the schedule itself', () => {
  let t: TestApp;
  let owner: Made & { org: Organization };
  let orgMaster: Made;
  let orgAdmin: Made;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await makeOwner(t.db);
    orgMaster = await makeMember(t.db, owner.org, 'master');
    orgAdmin = await makeMember(t.db, owner.org, 'admin');
  });
  afterAll(() => t.close());

  const get = (who: Made, ref: string | number = 'me') => t.http.get(`/api/schedules/${ref}`).set(auth(who.tg));
  const put = (who: Made, body: object, ref: string | number = 'me') =>
    t.http.put(`/api/schedules/${ref}`).set(auth(who.tg)).send(body);

  describe('before any PUT', () => {
    it('answers the defaults for an independent master, in Moscow time', async () => {
      const m = await makeMaster(t.db);
      const res = await get(m).expect(200);
      expect(res.body).toEqual({ master_id: m.user.id, time_zone: 'Europe/Moscow', ...DEFAULTS });
      expect((await get(m, m.user.id).expect(200)).body.master_id).toBe(m.user.id);
    });

    it("takes an organization master's zone from the organization", async () => {
      const o = await makeOwner(t.db);
      await t.db.query(`UPDATE organizations SET time_zone = 'Asia/Vladivostok' WHERE id = $1`, [o.org.id]);
      const m = await makeMember(t.db, o.org, 'master');
      expect((await get(m).expect(200)).body).toEqual({
        master_id: m.user.id,
        time_zone: 'Asia/Vladivostok',
        ...DEFAULTS,
      });
    });
  });

  describe('PUT', () => {
    it('stores the whole weekly schedule and answers it in the GET shape', async () => {
      const m = await makeMaster(t.db);
      const res = await put(m, WEEKLY).expect(200);
      const expected = {
        master_id: m.user.id,
        configured: true,
        reminder_minutes: [1440, 120],
        agenda_time: null,
        ...WEEKLY,
        pattern: {
          type: 'weekly',
          week: { ...DEFAULTS.pattern.week, ...WEEKLY.pattern.week },
        },
      };
      expect(res.body).toEqual(expected);
      expect((await get(m).expect(200)).body).toEqual(expected);
    });

    it('stores a shift cycle, writes times in canonical form, and takes defaults for absent rules', async () => {
      const m = await makeMaster(t.db);
      const body = {
        pattern: {
          type: 'cycle',
          anchor_date: '2026-12-01',
          days: [[['9:00', '21:00']], [['09:00', '21:00']], [], []],
        },
        slot_step_minutes: null,
      };
      const res = await put(m, body).expect(200);
      expect(res.body).toEqual({
        ...DEFAULTS,
        master_id: m.user.id,
        configured: true,
        time_zone: 'Europe/Moscow',
        slot_step_minutes: null,
        pattern: {
          type: 'cycle',
          anchor_date: '2026-12-01',
          days: [[['09:00', '21:00']], [['09:00', '21:00']], [], []],
        },
      });
    });

    it('replaces the previous schedule entirely', async () => {
      const m = await makeMaster(t.db);
      await put(m, WEEKLY).expect(200);
      const res = await put(m, { pattern: { type: 'weekly', week: { fri: [['10:00', '11:00']] } } }).expect(200);
      expect(res.body).toMatchObject({ time_zone: 'Europe/Moscow', slot_step_minutes: 30, buffer_minutes: 0 });
      expect(res.body.pattern.week).toEqual({ ...DEFAULTS.pattern.week, fri: [['10:00', '11:00']] });
    });
  });

  describe('who may', () => {
    it("lets the organization's owner and admin read and set a master's schedule by id", async () => {
      await put(owner, WEEKLY, orgMaster.user.id).expect(200);
      expect((await get(orgAdmin, orgMaster.user.id).expect(200)).body).toMatchObject({ configured: true });
      await put(orgAdmin, { ...WEEKLY, buffer_minutes: 20 }, orgMaster.user.id).expect(200);
      expect((await get(orgMaster).expect(200)).body).toMatchObject({
        master_id: orgMaster.user.id,
        buffer_minutes: 20,
      });
      expect((await get(orgMaster, orgMaster.user.id).expect(200)).body.buffer_minutes).toBe(20);
    });

    it('refuses everyone else with 403, writing nothing', async () => {
      const other = await makeOwner(t.db);
      const otherAdmin = await makeMember(t.db, other.org, 'admin');
      const otherMaster = await makeMaster(t.db);
      const colleague = await makeMember(t.db, owner.org, 'master');
      const client = await makeUser(t.db, 'client');
      const blockedAdmin = await makeMember(t.db, owner.org, 'admin');
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE id = $1`, [blockedAdmin.member.id]);
      const before = await tableCounts(t.db);
      const snapshot = (await get(owner, orgMaster.user.id)).body;
      for (const who of [other, otherAdmin, otherMaster, colleague, client, blockedAdmin]) {
        expect((await get(who, orgMaster.user.id)).body).toEqual(FORBIDDEN);
        const res = await put(who, { ...WEEKLY, buffer_minutes: 0 }, orgMaster.user.id);
        expect([res.status, res.body]).toEqual([403, FORBIDDEN]);
      }
      // "me" needs the caller to be a master; an owner or a client is not
      for (const who of [owner, client, orgAdmin]) {
        expect((await get(who)).status).toBe(403);
        expect((await put(who, WEEKLY)).status).toBe(403);
      }
      // an id that is nobody's, or a user who is not a master in the caller's organization
      expect((await get(owner, 2_000_000_000)).status).toBe(403);
      expect((await get(owner, otherMaster.user.id)).status).toBe(403);
      expect(await tableCounts(t.db)).toEqual(before);
      expect((await get(owner, orgMaster.user.id)).body).toEqual(snapshot);
    });

    it("no longer lets a blocked master's organization manage them, nor a former master themself", async () => {
      const m = await makeMember(t.db, owner.org, 'master');
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE id = $1`, [m.member.id]);
      expect((await get(owner, m.user.id)).status).toBe(403);
      expect((await get(m)).status).toBe(403);
    });
  });

  describe('validation: 422 with the field, nothing written', () => {
    let m: Made;
    let stored: unknown;
    beforeAll(async () => {
      m = await makeMaster(t.db);
      await makeSchedule(t.db, m.user.id, { pattern: WEEKDAYS_9_TO_18 });
      stored = (await get(m).expect(200)).body;
    });

    const week = (w: object) => ({ ...WEEKLY, pattern: { type: 'weekly', week: w } });
    const cases: [string, object, (string | number)[], string?][] = [
      [
        'an unknown zone',
        { ...WEEKLY, time_zone: 'Europe/Atlantis' },
        ['body', 'time_zone'],
        'Неизвестный часовой пояс',
      ],
      ['an offset for a zone', { ...WEEKLY, time_zone: '+03:00' }, ['body', 'time_zone'], 'Неизвестный часовой пояс'],
      ['a zone that is not text', { ...WEEKLY, time_zone: 3 }, ['body', 'time_zone']],
      ['no pattern', { time_zone: 'Europe/Moscow' }, ['body', 'pattern']],
      ['an unknown pattern type', { ...WEEKLY, pattern: { type: 'daily' } }, ['body', 'pattern', 'type']],
      ['a malformed time', week({ mon: [['9', '18:00']] }), ['body', 'pattern', 'week', 'mon']],
      ['minutes past 59', week({ mon: [['09:60', '18:00']] }), ['body', 'pattern', 'week', 'mon']],
      ['24:00 as a start', week({ wed: [['24:00', '02:00']] }), ['body', 'pattern', 'week', 'wed']],
      ['an interval of three times', week({ mon: [['09:00', '12:00', '13:00']] }), ['body', 'pattern', 'week', 'mon']],
      [
        'overlapping intervals',
        week({
          tue: [
            ['09:00', '13:00'],
            ['12:00', '18:00'],
          ],
        }),
        ['body', 'pattern', 'week', 'tue'],
        'Интервалы пересекаются',
      ],
      [
        "an overnight interval overlapping the next day's morning",
        week({ fri: [['20:00', '10:00']], sat: [['09:00', '12:00']] }),
        ['body', 'pattern', 'week', 'fri'],
        'Интервал через полночь пересекается с интервалами следующего дня',
      ],
      [
        'an overnight Sunday overlapping Monday',
        week({ sun: [['22:00', '01:00']], mon: [['00:30', '12:00']] }),
        ['body', 'pattern', 'week', 'sun'],
      ],
      [
        "an overnight cycle day overlapping the cycle's first day",
        {
          ...WEEKLY,
          pattern: { type: 'cycle', anchor_date: '2026-12-01', days: [[['08:00', '20:00']], [['20:00', '09:00']]] },
        },
        ['body', 'pattern', 'days', 1],
      ],
      ['a start equal to its end', week({ sun: [['10:00', '10:00']] }), ['body', 'pattern', 'week', 'sun']],
      ['an unknown weekday', week({ monday: [['09:00', '18:00']] }), ['body', 'pattern', 'week', 'monday']],
      [
        'a cycle without days',
        { ...WEEKLY, pattern: { type: 'cycle', anchor_date: '2026-12-01', days: [] } },
        ['body', 'pattern', 'days'],
      ],
      [
        'a cycle of 29 days',
        { ...WEEKLY, pattern: { type: 'cycle', anchor_date: '2026-12-01', days: Array(29).fill([]) } },
        ['body', 'pattern', 'days'],
      ],
      [
        'a cycle with a bad anchor',
        { ...WEEKLY, pattern: { type: 'cycle', anchor_date: '2026-02-30', days: [[]] } },
        ['body', 'pattern', 'anchor_date'],
      ],
      [
        'a bad interval in a cycle day',
        { ...WEEKLY, pattern: { type: 'cycle', anchor_date: '2026-12-01', days: [[], [['25:00', '26:00']]] } },
        ['body', 'pattern', 'days', 1],
      ],
      ['a step of 4', { ...WEEKLY, slot_step_minutes: 4 }, ['body', 'slot_step_minutes']],
      ['a step of 721', { ...WEEKLY, slot_step_minutes: 721 }, ['body', 'slot_step_minutes']],
      ['a fractional step', { ...WEEKLY, slot_step_minutes: 7.5 }, ['body', 'slot_step_minutes']],
      ['a step as text', { ...WEEKLY, slot_step_minutes: '30' }, ['body', 'slot_step_minutes']],
      ['a negative notice', { ...WEEKLY, min_notice_minutes: -1 }, ['body', 'min_notice_minutes']],
      ['a notice over 30 days', { ...WEEKLY, min_notice_minutes: 43201 }, ['body', 'min_notice_minutes']],
      ['a null notice', { ...WEEKLY, min_notice_minutes: null }, ['body', 'min_notice_minutes']],
      ['a horizon of 0', { ...WEEKLY, horizon_days: 0 }, ['body', 'horizon_days']],
      ['a horizon over a year', { ...WEEKLY, horizon_days: 366 }, ['body', 'horizon_days']],
      ['a buffer over 4 hours', { ...WEEKLY, buffer_minutes: 241 }, ['body', 'buffer_minutes']],
      ['a negative buffer', { ...WEEKLY, buffer_minutes: -5 }, ['body', 'buffer_minutes']],
      ['a cutoff over 30 days', { ...WEEKLY, cancel_cutoff_hours: 721 }, ['body', 'cancel_cutoff_hours']],
      ['an unknown field', { ...WEEKLY, colour: 'red' }, ['body', 'colour']],
      ['a reminder lead of 4 minutes', { ...WEEKLY, reminder_minutes: [4] }, ['body', 'reminder_minutes'], REMINDERS],
      [
        'a reminder lead over 7 days',
        { ...WEEKLY, reminder_minutes: [10081] },
        ['body', 'reminder_minutes'],
        REMINDERS,
      ],
      ['a fractional reminder lead', { ...WEEKLY, reminder_minutes: [90.5] }, ['body', 'reminder_minutes'], REMINDERS],
      ['a reminder lead as text', { ...WEEKLY, reminder_minutes: ['120'] }, ['body', 'reminder_minutes'], REMINDERS],
      ['repeated reminder leads', { ...WEEKLY, reminder_minutes: [120, 120] }, ['body', 'reminder_minutes'], REMINDERS],
      ['six reminder leads', { ...WEEKLY, reminder_minutes: [5, 10, 15, 20, 25, 30] }, ['body', 'reminder_minutes']],
      ['reminders as a number', { ...WEEKLY, reminder_minutes: 120 }, ['body', 'reminder_minutes'], REMINDERS],
      ['reminders as null', { ...WEEKLY, reminder_minutes: null }, ['body', 'reminder_minutes'], REMINDERS],
      ['an agenda time of 24:00', { ...WEEKLY, agenda_time: '24:00' }, ['body', 'agenda_time'], AGENDA],
      ['an agenda time without a leading zero', { ...WEEKLY, agenda_time: '8:00' }, ['body', 'agenda_time'], AGENDA],
      ['an agenda time as a number', { ...WEEKLY, agenda_time: 800 }, ['body', 'agenda_time'], AGENDA],
    ];

    const rows = cases.map(([name, body, loc, msg]) => ({ name, body, loc, msg }));
    it.each(rows)('refuses $name', async ({ body, loc, msg }) => {
      const before = await tableCounts(t.db);
      const res = await put(m, body).expect(422);
      expect(res.body.detail).toEqual(expect.arrayContaining([{ loc, msg: msg ?? expect.any(String) }]));
      expect(await tableCounts(t.db)).toEqual(before);
      expect((await get(m).expect(200)).body).toEqual(stored);
    });

    it('refuses a {master} that is neither "me" nor an id', async () => {
      for (const ref of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await get(m, ref).expect(422);
        expect(res.body.detail[0].loc).toEqual(['path', 'master']);
      }
    });
  });
});

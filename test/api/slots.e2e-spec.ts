import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMaster, makeService, Made } from '../factories';
import { makeBlock, makeBusy, makeOverride, makeSchedule, ScheduleFields } from '../factories/schedules';
import { CLOCK, Clock } from '../../src/common/clock';
import type { StoredPattern } from '../../src/schedules/schedule-pattern';
import type { MasterProfile } from '../../src/users/entities/master-profile.entity';

/** Monday 2026-11-30, 08:00 in Moscow. */
const NOW = Date.parse('2026-11-30T08:00:00+03:00');

type Master = Made & { profile: MasterProfile };
interface Day {
  date: string;
  slots: string[];
}

const weekly = (week: Record<string, [string, string][]>): StoredPattern => ({ type: 'weekly', week });
const WEEKDAYS = (intervals: [string, string][]) =>
  weekly({ mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals });
/** 'HH:MM' of every slot (the ISO text is checked in full where the offset matters). */
const times = (day: Day | undefined) => (day?.slots ?? []).map((s) => s.slice(11, 16));
const range = (from: string, to: string, step = 30): string[] => {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number);
  const [th, tm] = to.split(':').map(Number);
  for (let m = fh * 60 + fm; m <= th * 60 + tm; m += step) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

describe('public slots of an independent master', () => {
  let t: TestApp;
  let clock: Clock;

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get<Clock>(CLOCK);
  });
  beforeEach(() => jest.spyOn(clock, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  /** A master with a 60-minute service (or `duration`) and, unless `schedule` is null, a schedule. */
  async function master(
    schedule: ScheduleFields | null = {},
    duration: number | null = 60,
  ): Promise<{ m: Master; serviceId: number }> {
    const m = await makeMaster(t.db);
    const service = await makeService(t.db, { masterId: m.user.id }, { durationMinutes: duration });
    if (schedule) await makeSchedule(t.db, m.user.id, schedule);
    return { m, serviceId: service.id };
  }

  async function slots(m: Master, serviceId: number, from: string, to = from) {
    const res = await t.http
      .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${serviceId}&from=${from}&to=${to}`)
      .expect(200);
    return res.body as { time_zone: string; configured: boolean; service: unknown; days: Day[] };
  }
  const dayOf = (body: { days: Day[] }, date: string) => body.days.find((d) => d.date === date);

  it('offers a weekly schedule with a break, every date of the range listed, instants with the offset', async () => {
    const { m, serviceId } = await master(null);
    await t.http
      .put('/api/schedules/me')
      .set(auth(m.tg))
      .send({
        time_zone: 'Europe/Moscow',
        pattern: WEEKDAYS([
          ['09:00', '13:00'],
          ['14:00', '18:00'],
        ]),
        slot_step_minutes: 30,
        min_notice_minutes: 0,
      })
      .expect(200);
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-06');
    expect(body).toMatchObject({
      time_zone: 'Europe/Moscow',
      configured: true,
      service: { id: serviceId, duration_minutes: 60 },
    });
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(dayOf(body, '2026-12-01')!.slots[0]).toBe('2026-12-01T09:00:00+03:00');
    expect(times(dayOf(body, '2026-12-01'))).toEqual([...range('09:00', '12:00'), ...range('14:00', '17:00')]);
    expect(times(dayOf(body, '2026-12-05'))).toEqual([]);
    expect(times(dayOf(body, '2026-12-06'))).toEqual([]);
  });

  it('repeats a 2/2 shift cycle backwards and forwards from its anchor', async () => {
    const { m, serviceId } = await master({
      pattern: { type: 'cycle', anchor_date: '2026-12-10', days: [[['10:00', '14:00']], [['10:00', '14:00']], [], []] },
      slotStepMinutes: 60,
    });
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-14');
    const working = body.days.filter((d) => d.slots.length).map((d) => d.date);
    expect(working).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-06',
      '2026-12-07',
      '2026-12-10',
      '2026-12-11',
      '2026-12-14',
    ]);
    expect(times(dayOf(body, '2026-12-06'))).toEqual(['10:00', '11:00', '12:00', '13:00']);
  });

  it("lets a date's override replace the pattern, and an empty one make a day off", async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]) });
    await makeOverride(t.db, m.user.id, '2026-12-02', [['10:00', '12:00']]);
    await makeOverride(t.db, m.user.id, '2026-12-03', []);
    await makeOverride(t.db, m.user.id, '2026-12-05', [['12:00', '14:00']]);
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-05');
    expect(times(dayOf(body, '2026-12-01'))).toEqual(range('09:00', '17:00'));
    expect(times(dayOf(body, '2026-12-02'))).toEqual(['10:00', '10:30', '11:00']);
    expect(times(dayOf(body, '2026-12-03'))).toEqual([]);
    expect(times(dayOf(body, '2026-12-05'))).toEqual(['12:00', '12:30', '13:00']);
  });

  it('keeps clear of blocks and offers the moment a block ends, even off the grid', async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]) });
    await makeBlock(t.db, m.user.id, '2026-12-01T10:00:00+03:00', '2026-12-01T10:45:00+03:00', 'Обучение');
    await makeBlock(t.db, m.user.id, '2026-12-02T00:00:00+03:00', '2026-12-03T00:00:00+03:00');
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-02');
    expect(times(dayOf(body, '2026-12-01'))).toEqual(['09:00', '10:45', ...range('11:00', '17:00')]);
    expect(times(dayOf(body, '2026-12-02'))).toEqual([]);
  });

  it('lists an overnight interval under the date it starts on', async () => {
    const { m, serviceId } = await master({ pattern: weekly({ fri: [['20:00', '02:00']] }), slotStepMinutes: 60 });
    const body = await slots(m, serviceId, '2026-12-04', '2026-12-05');
    expect(dayOf(body, '2026-12-04')!.slots).toEqual([
      '2026-12-04T20:00:00+03:00',
      '2026-12-04T21:00:00+03:00',
      '2026-12-04T22:00:00+03:00',
      '2026-12-04T23:00:00+03:00',
      '2026-12-05T00:00:00+03:00',
      '2026-12-05T01:00:00+03:00',
    ]);
    expect(dayOf(body, '2026-12-05')!.slots).toEqual([]);
  });

  it('keeps the buffer after appointments (stored or today’s, whichever is longer) and ignores cancelled ones', async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]), bufferMinutes: 15 });
    await makeBusy(t.db, m.user.id, '2026-12-01T10:00:00+03:00', '2026-12-01T11:00:00+03:00', { bufferMinutes: 15 });
    // stored before the buffer was set: today's buffer still applies
    await makeBusy(t.db, m.user.id, '2026-12-02T10:00:00+03:00', '2026-12-02T11:00:00+03:00');
    // booked with a longer buffer than today's
    await makeBusy(t.db, m.user.id, '2026-12-04T10:00:00+03:00', '2026-12-04T11:00:00+03:00', { bufferMinutes: 40 });
    await makeBusy(t.db, m.user.id, '2026-12-03T10:00:00+03:00', '2026-12-03T11:00:00+03:00', { status: 'cancelled' });
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-04');
    // 09:00 would run into 10:00 with its own 15-minute rest; 11:15 is when the last one's rest ends
    const afterTen = ['11:15', ...range('11:30', '17:00')];
    expect(times(dayOf(body, '2026-12-01'))).toEqual(afterTen);
    expect(times(dayOf(body, '2026-12-02'))).toEqual(afterTen);
    expect(times(dayOf(body, '2026-12-03'))).toEqual(range('09:00', '17:00'));
    expect(times(dayOf(body, '2026-12-04'))).toEqual(['11:40', ...range('12:00', '17:00')]);
  });

  it('respects the minimum notice', async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]), minNoticeMinutes: 90 });
    jest.spyOn(clock, 'now').mockReturnValue(Date.parse('2026-11-30T08:10:00+03:00'));
    const body = await slots(m, serviceId, '2026-11-29', '2026-12-01');
    expect(times(dayOf(body, '2026-11-29'))).toEqual([]);
    expect(times(dayOf(body, '2026-11-30'))).toEqual(range('10:00', '17:00'));
    expect(times(dayOf(body, '2026-12-01'))).toEqual(range('09:00', '17:00'));
  });

  it('offers nothing past the horizon', async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]), horizonDays: 2 });
    const body = await slots(m, serviceId, '2026-11-30', '2026-12-04');
    expect(body.days.map((d) => d.slots.length > 0)).toEqual([true, true, true, false, false]);
  });

  it.each([
    ['Asia/Yekaterinburg', '+05:00', '2026-11-30T10:00:00+05:00'],
    ['Asia/Vladivostok', '+10:00', '2026-11-30T15:00:00+10:00'],
  ])('speaks %s time (offset %s) to a client anywhere', async (zone, offset, firstToday) => {
    const { m, serviceId } = await master({ timeZone: zone, pattern: WEEKDAYS([['09:00', '18:00']]) });
    const body = await slots(m, serviceId, '2026-11-30', '2026-12-01');
    expect(body.time_zone).toBe(zone);
    // now is 05:00 UTC: 10:00 in Yekaterinburg, 15:00 in Vladivostok (and the past is not offered)
    expect(dayOf(body, '2026-11-30')!.slots[0]).toBe(firstToday);
    expect(dayOf(body, '2026-12-01')!.slots[0]).toBe(`2026-12-01T09:00:00${offset}`);
    expect(dayOf(body, '2026-12-01')!.slots.at(-1)).toBe(`2026-12-01T17:00:00${offset}`);
  });

  it('offers no start for a service longer than what is left of a window, and one that ends exactly at closing', async () => {
    const { m, serviceId } = await master(
      {
        pattern: weekly({
          tue: [
            ['09:00', '10:00'],
            ['14:00', '15:30'],
          ],
          wed: [['20:00', '24:00']],
        }),
      },
      90,
    );
    const body = await slots(m, serviceId, '2026-12-01', '2026-12-02');
    expect(times(dayOf(body, '2026-12-01'))).toEqual(['14:00']);
    expect(dayOf(body, '2026-12-02')!.slots.at(-1)).toBe('2026-12-02T22:30:00+03:00');
  });

  it('steps by the service duration when the step is none, and takes 60 minutes for a service without one', async () => {
    const a = await master({ pattern: WEEKDAYS([['09:00', '12:00']]), slotStepMinutes: null }, 45);
    expect(times(dayOf(await slots(a.m, a.serviceId, '2026-12-01'), '2026-12-01'))).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
    ]);
    const b = await master({ pattern: WEEKDAYS([['09:00', '12:00']]), slotStepMinutes: 60 }, null);
    const body = await slots(b.m, b.serviceId, '2026-12-01');
    expect(body.service).toEqual({ id: b.serviceId, duration_minutes: 60 });
    expect(times(dayOf(body, '2026-12-01'))).toEqual(['09:00', '10:00', '11:00']);
  });

  it('lists every day empty for a master without a schedule', async () => {
    const { m, serviceId } = await master(null);
    expect(await slots(m, serviceId, '2026-12-01', '2026-12-03')).toEqual({
      master_id: m.user.id,
      time_zone: 'Europe/Moscow',
      configured: false,
      service: { id: serviceId, duration_minutes: 60 },
      days: [
        { date: '2026-12-01', slots: [] },
        { date: '2026-12-02', slots: [] },
        { date: '2026-12-03', slots: [] },
      ],
    });
  });

  it('reads everything in one SQL statement', async () => {
    const { m, serviceId } = await master({ pattern: WEEKDAYS([['09:00', '18:00']]) });
    const pool = (t.db.driver as unknown as { master: { query: () => unknown; connect: () => unknown } }).master;
    const query = jest.spyOn(pool, 'query');
    const connect = jest.spyOn(pool, 'connect');
    await slots(m, serviceId, '2026-12-01', '2026-12-30');
    // pg's pool.query leases its connection through connect(); any other statement would lease its own
    expect([query.mock.calls.length, connect.mock.calls.length]).toEqual([1, 1]);
  });
});

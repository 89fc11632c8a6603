import fc from 'fast-check';
import { computeSlots, mergeAnyMaster } from './slots';
import { cycle, isoTimes, localTimes, period, query, schedule, weekly } from './testing/fixtures';
import { referenceSlots } from './testing/slots.reference';
import type { SlotQuery } from './slot-types';

const MSK = 'Europe/Moscow';
// 2026-12-07 is a Monday
const NOW = '2026-11-30T00:00:00Z';
const officeHours = schedule(
  MSK,
  weekly({
    mon: [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ],
  }),
);

/** computeSlots, also checked against the literal reference on every example. */
function slots(q: SlotQuery) {
  const days = computeSlots(q);
  expect(days).toEqual(referenceSlots(q));
  return days;
}
const local = (q: SlotQuery) => localTimes(slots(q), q.schedule.timeZone);

describe('computeSlots: the cases a master and a client meet', () => {
  it('weekly hours with a lunch break: no start runs into the break, other weekdays are closed', () => {
    const q = query(officeHours, '2026-12-07', '2026-12-08', NOW, { rules: { slotStepMinutes: 30 } });
    expect(local(q)).toEqual({
      '2026-12-07': ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].concat([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
      ]),
      '2026-12-08': [],
    });
  });

  it('without a step the grid is the service duration', () => {
    const q = query(officeHours, '2026-12-07', '2026-12-07', NOW, { durationMinutes: 90 });
    expect(local(q)['2026-12-07']).toEqual(['09:00', '10:30', '14:00', '15:30']);
  });

  it('a 2/2 shift cycle works both after and before its anchor date', () => {
    const twoOnTwoOff = cycle('2026-12-10', [[['10:00', '22:00']], [['10:00', '22:00']], [], []]);
    const q = query(schedule(MSK, twoOnTwoOff), '2026-12-02', '2026-12-17', NOW, { durationMinutes: 720 });
    const working = slots(q)
      .filter((d) => d.slots.length > 0)
      .map((d) => d.date);
    expect(working).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-06',
      '2026-12-07',
      '2026-12-10',
      '2026-12-11',
      '2026-12-14',
      '2026-12-15',
    ]);
  });

  it('an override replaces the pattern for its date, and an empty override is a day off', () => {
    const sched = schedule(MSK, weekly({ mon: [['09:00', '18:00']], tue: [['09:00', '18:00']] }), {
      '2026-12-07': [],
      '2026-12-08': [['10:00', '12:00']],
      '2026-12-09': [['11:00', '12:00']],
    });
    expect(local(query(sched, '2026-12-07', '2026-12-09', NOW))).toEqual({
      '2026-12-07': [],
      '2026-12-08': ['10:00', '11:00'],
      '2026-12-09': ['11:00'],
    });
  });

  it('a block removes the starts it touches, and its end becomes a start even off the grid', () => {
    const q = query(officeHours, '2026-12-07', '2026-12-07', NOW, {
      rules: { slotStepMinutes: 30 },
      blocks: [period('2026-12-07T11:15:00+03:00', '2026-12-07T11:45:00+03:00')],
    });
    expect(local(q)['2026-12-07'].slice(0, 6)).toEqual(['09:00', '09:30', '10:00', '11:45', '12:00', '14:00']);
  });

  it('an overnight interval lists its after-midnight starts under the date it starts on', () => {
    const sched = schedule(MSK, weekly({ sat: [['20:00', '02:00']] }));
    const q = query(sched, '2026-12-05', '2026-12-06', NOW);
    expect(local(q)).toEqual({
      '2026-12-05': ['20:00', '21:00', '22:00', '23:00', '00:00+1', '01:00+1'],
      '2026-12-06': [],
    });
  });

  it('buffers: an appointment keeps its stored rest, and a new booking needs its own before the next one', () => {
    // 10:00–11:00 booked with a 15-minute rest stored: occupied until 11:15
    const q = query(officeHours, '2026-12-07', '2026-12-07', NOW, {
      rules: { bufferMinutes: 15 },
      appointments: [period('2026-12-07T10:00:00+03:00', '2026-12-07T11:15:00+03:00')],
    });
    // 09:00 would end at 10:00 but its rest runs to 10:15; 11:15 is the end of the occupied range
    expect(local(q)['2026-12-07']).toEqual(['11:15', '12:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('minimum notice: nothing starts before now + notice', () => {
    const q = query(officeHours, '2026-12-07', '2026-12-07', '2026-12-07T09:10:00+03:00', {
      rules: { slotStepMinutes: 30, minNoticeMinutes: 60 },
    });
    expect(local(q)['2026-12-07'][0]).toBe('10:30');
  });

  it('horizon: the last bookable date is today + horizon in the master zone', () => {
    const sched = schedule(MSK, weekly({ mon: [['09:00', '10:00']], tue: [['09:00', '10:00']] }));
    const q = query(sched, '2026-12-07', '2026-12-08', '2026-12-01T10:00:00+03:00', { rules: { horizonDays: 6 } });
    expect(local(q)).toEqual({ '2026-12-07': ['09:00'], '2026-12-08': [] });
  });

  it("a service that doesn't fit the window left before the break is not offered there", () => {
    const busy = { appointments: [period('2026-12-07T09:00:00+03:00', '2026-12-07T12:30:00+03:00')] };
    const hour = query(officeHours, '2026-12-07', '2026-12-07', NOW, busy);
    expect(local(hour)['2026-12-07']).toEqual(['14:00', '15:00', '16:00', '17:00']);
    const halfHour = query(officeHours, '2026-12-07', '2026-12-07', NOW, { ...busy, durationMinutes: 30 });
    expect(local(halfHour)['2026-12-07'][0]).toBe('12:30');
  });

  it('a service may end exactly at closing, 18:00 or 24:00', () => {
    const day = schedule(MSK, weekly({ mon: [['09:00', '18:00']] }));
    const q = query(day, '2026-12-07', '2026-12-07', NOW, { durationMinutes: 90, rules: { slotStepMinutes: 30 } });
    expect(local(q)['2026-12-07'].at(-1)).toBe('16:30');
    const evening = schedule(MSK, weekly({ mon: [['20:00', '24:00']] }));
    expect(local(query(evening, '2026-12-07', '2026-12-07', NOW))['2026-12-07']).toEqual([
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
  });

  it('a master in Asia/Vladivostok: instants carry +10:00 and "today" is the master\'s date', () => {
    const sched = schedule('Asia/Vladivostok', weekly({ mon: [['09:00', '11:00']] }));
    // 2026-12-06 15:30 UTC is already Monday 01:30 in Vladivostok (still Sunday in Moscow)
    const q = query(sched, '2026-12-07', '2026-12-07', '2026-12-06T15:30:00Z', { rules: { horizonDays: 0 } });
    expect(isoTimes(slots(q), 'Asia/Vladivostok')).toEqual({
      '2026-12-07': ['2026-12-07T09:00:00+10:00', '2026-12-07T10:00:00+10:00'],
    });
    expect(slots(q)[0].slots[0]).toBe(Date.parse('2026-12-06T23:00:00Z'));
  });

  it('DST in America/New_York: a night shift is as long as it really lasts', () => {
    const ny = 'America/New_York';
    const sched = schedule(ny, weekly({ sun: [['00:00', '06:00']] }));
    const spring = isoTimes(slots(query(sched, '2026-03-08', '2026-03-08', '2026-03-01T00:00:00Z')), ny);
    expect(spring['2026-03-08']).toEqual([
      '2026-03-08T00:00:00-05:00',
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-03-08T04:00:00-04:00',
      '2026-03-08T05:00:00-04:00',
    ]);
    const autumn = isoTimes(slots(query(sched, '2026-11-01', '2026-11-01', '2026-10-01T00:00:00Z')), ny);
    expect(autumn['2026-11-01']).toEqual([
      '2026-11-01T00:00:00-04:00',
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T02:00:00-05:00',
      '2026-11-01T03:00:00-05:00',
      '2026-11-01T04:00:00-05:00',
      '2026-11-01T05:00:00-05:00',
    ]);
  });

  it('a busy end between whole minutes is offered as it is (the API shows its seconds)', () => {
    const q = query(officeHours, '2026-12-07', '2026-12-07', NOW, {
      appointments: [period('2026-12-07T09:00:00+03:00', '2026-12-07T10:07:30+03:00')],
    });
    expect(isoTimes(computeSlots(q), MSK)['2026-12-07'].slice(0, 3)).toEqual([
      '2026-12-07T10:07:30+03:00',
      '2026-12-07T11:00:00+03:00',
      '2026-12-07T12:00:00+03:00',
    ]);
  });

  it("yesterday's overnight interval and today's morning each list their own starts under their own date", () => {
    const sched = schedule(MSK, weekly({ sun: [['20:00', '02:00']], mon: [['01:00', '03:00']] }));
    expect(local(query(sched, '2026-12-06', '2026-12-07', NOW))).toEqual({
      '2026-12-06': ['20:00', '21:00', '22:00', '23:00', '00:00+1', '01:00+1'],
      '2026-12-07': ['01:00', '02:00'],
    });
  });

  it('every date of the range is listed, in order, even far outside the schedule', () => {
    const days = slots(query(officeHours, '2026-12-30', '2027-01-02', NOW));
    expect(days.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(computeSlots(query(officeHours, '2026-12-08', '2026-12-07', NOW))).toEqual([]);
  });

  it('refuses a non-positive or fractional duration, step or a malformed date', () => {
    expect(() => computeSlots(query(officeHours, '2026-12-07', '2026-12-07', NOW, { durationMinutes: 0 }))).toThrow(
      RangeError,
    );
    const badStep = query(officeHours, '2026-12-07', '2026-12-07', NOW, { rules: { slotStepMinutes: 7.5 } });
    expect(() => computeSlots(badStep)).toThrow(RangeError);
    expect(() => computeSlots(query(officeHours, '2026-12-7', '2026-12-07', NOW))).toThrow(RangeError);
  });
});

describe('mergeAnyMaster', () => {
  it('unites the masters’ starts per date and names who is free at each', () => {
    const merged = mergeAnyMaster([
      {
        masterId: 7,
        days: [
          { date: '2026-12-07', slots: [100, 300] },
          { date: '2026-12-08', slots: [] },
        ],
      },
      {
        masterId: 3,
        days: [
          { date: '2026-12-07', slots: [100, 200] },
          { date: '2026-12-08', slots: [500] },
        ],
      },
    ]);
    expect(merged).toEqual([
      {
        date: '2026-12-07',
        slots: [
          { start: 100, masterIds: [3, 7] },
          { start: 200, masterIds: [3] },
          { start: 300, masterIds: [7] },
        ],
      },
      { date: '2026-12-08', slots: [{ start: 500, masterIds: [3] }] },
    ]);
    expect(mergeAnyMaster([])).toEqual([]);
  });

  it('names exactly the masters offering each start (property)', () => {
    const dates = ['2026-12-07', '2026-12-08'];
    const master = fc.record({
      masterId: fc.integer({ min: 1, max: 1000 }),
      days: fc.tuple(
        ...dates.map((date) =>
          fc.uniqueArray(fc.integer({ min: 0, max: 50 })).map((xs) => ({ date, slots: xs.sort((a, b) => a - b) })),
        ),
      ),
    });
    fc.assert(
      fc.property(fc.uniqueArray(master, { selector: (m) => m.masterId, maxLength: 6 }), (masters) => {
        const merged = mergeAnyMaster(masters);
        for (const { date, slots } of merged) {
          const expected = new Map<number, number[]>();
          for (const m of [...masters].sort((a, b) => a.masterId - b.masterId)) {
            for (const s of m.days.find((d) => d.date === date)!.slots)
              expected.set(s, [...(expected.get(s) ?? []), m.masterId]);
          }
          expect(slots).toEqual(
            [...expected.keys()].sort((a, b) => a - b).map((start) => ({ start, masterIds: expected.get(start) })),
          );
        }
        expect(merged.map((d) => d.date)).toEqual(masters.length ? dates : []);
      }),
    );
  });
});

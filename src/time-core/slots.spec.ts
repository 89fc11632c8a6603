/**
 * The slot definition by property: on random schedules (weekly and cycles, overrides, overnight and
 * 24:00 intervals, zones with DST and half-hour offsets), random busy time, rules and clocks, every
 * offered start keeps every rule, and nothing free is missing (computeSlots equals the minute-by-minute
 * reference).
 */
import fc from 'fast-check';
import { addDays, dateOfDay, dayNumber, daysBetween } from './calendar-date';
import type { Period, SlotQuery, WorkInterval, WorkPattern } from './slot-types';
import { computeSlots } from './slots';
import { referenceSlots } from './testing/slots.reference';
import { intervalsForDate } from './work-intervals';
import { localToInstant, zonedDate } from './zone';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = [
  'Europe/Moscow',
  'Asia/Yekaterinburg',
  'Asia/Vladivostok',
  'America/New_York',
  'UTC',
  'Asia/Kolkata',
] as const;
/** DST changes in New York (2026-03-08, 2026-11-01), Europe's (no effect in Moscow), and plain dates. */
const EDGE_DATES = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-12-31', '2027-01-01'];

const clockMinute = fc.oneof(
  fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
  fc.integer({ min: 0, max: 1439 }),
);
const interval: fc.Arbitrary<WorkInterval> = fc.oneof(
  fc.tuple(clockMinute, clockMinute),
  fc.tuple(clockMinute, fc.constant(1440)),
  fc.tuple(clockMinute, fc.integer({ min: 0, max: 720 })), // often overnight
);
const dayIntervals = fc.array(interval, { maxLength: 3 });

const date = fc.oneof(
  fc.constantFrom(...EDGE_DATES),
  fc.integer({ min: dayNumber('2025-01-01'), max: dayNumber('2027-12-31') }).map(dateOfDay),
);

const pattern = (from: string): fc.Arbitrary<WorkPattern> =>
  fc.oneof(
    fc.array(dayIntervals, { minLength: 7, maxLength: 7 }).map((week): WorkPattern => ({ type: 'weekly', week })),
    fc
      .record({
        shift: fc.integer({ min: -20, max: 20 }),
        days: fc.array(dayIntervals, { minLength: 1, maxLength: 6 }),
      })
      .map(({ shift, days }): WorkPattern => ({ type: 'cycle', anchorDate: addDays(from, shift), days })),
  );

/** Busy periods on whole minutes around the range, some empty or inverted (ignored by definition). */
const periods = (windowStart: number, windowMinutes: number, max: number): fc.Arbitrary<Period[]> =>
  fc.array(
    fc
      .record({ at: fc.integer({ min: 0, max: windowMinutes }), length: fc.integer({ min: -30, max: 300 }) })
      .map(({ at, length }) => ({ start: windowStart + at * MINUTE, end: windowStart + (at + length) * MINUTE })),
    { maxLength: max },
  );

const queryIn = (zones: fc.Arbitrary<string>, dates: fc.Arbitrary<string>): fc.Arbitrary<SlotQuery> =>
  fc
    .record({ zone: zones, from: dates, length: fc.integer({ min: 1, max: 4 }) })
    .chain(({ zone, from: anchor, length }) => {
      const from = addDays(anchor, -1);
      const to = addDays(from, length - 1);
      const windowStart = dayNumber(from) * DAY - DAY;
      const windowMinutes = (length + 3) * 1440;
      return fc.record({
        schedule: fc.record({
          timeZone: fc.constant(zone),
          pattern: pattern(from),
          overrides: fc
            .array(fc.tuple(fc.integer({ min: 0, max: length - 1 }), dayIntervals), { maxLength: 2 })
            .map((list) => new Map(list.map(([i, ivs]) => [addDays(from, i), ivs]))),
        }),
        rules: fc.record({
          slotStepMinutes: fc.oneof(
            fc.constant(null),
            fc.constantFrom(5, 10, 15, 30, 60),
            fc.integer({ min: 1, max: 120 }),
          ),
          minNoticeMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1440 })),
          horizonDays: fc.integer({ min: 0, max: 8 }),
          bufferMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
        }),
        appointments: periods(windowStart, windowMinutes, 10),
        blocks: periods(windowStart, windowMinutes, 4),
        durationMinutes: fc.oneof(fc.constantFrom(30, 45, 60, 90), fc.integer({ min: 1, max: 300 })),
        from: fc.constant(from),
        to: fc.constant(to),
        now: fc.integer({ min: -3 * 1440, max: 4 * 1440 }).map((m) => dayNumber(from) * DAY + m * MINUTE),
      });
    });
const slotQuery = queryIn(fc.constantFrom(...ZONES), date);
/** New York around its two DST changes, where local intervals and real time part ways. */
const dstQuery = queryIn(fc.constant('America/New_York'), fc.constantFrom('2026-03-08', '2026-11-01', '2026-03-09'));

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

describe('computeSlots by property', () => {
  it('equals the minute-by-minute reference: nothing offered that breaks a rule, nothing free missing', () => {
    fc.assert(
      fc.property(slotQuery, (q) => {
        expect(computeSlots(q)).toEqual(referenceSlots(q));
      }),
      { numRuns: 400 },
    );
  });

  it('equals the reference across DST changes in America/New_York', () => {
    fc.assert(
      fc.property(dstQuery, (q) => {
        expect(computeSlots(q)).toEqual(referenceSlots(q));
      }),
      { numRuns: 200 },
    );
  });

  it('every offered start keeps every rule (checked directly, not through the reference)', () => {
    fc.assert(
      fc.property(slotQuery, (q) => {
        const zone = q.schedule.timeZone;
        const d = q.durationMinutes * MINUTE;
        const b = q.rules.bufferMinutes * MINUTE;
        const step = (q.rules.slotStepMinutes ?? q.durationMinutes) * MINUTE;
        const lastDate = addDays(zonedDate(q.now, zone), q.rules.horizonDays);
        const days = computeSlots(q);
        expect(days.map((x) => x.date)).toEqual(
          Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i)),
        );
        const live = (p: Period) => p.end > p.start;
        const appointments = q.appointments.filter(live);
        const blocks = q.blocks.filter(live);
        const busyEnds = [...appointments, ...blocks].map((p) => p.end);
        const broken: string[] = [];
        for (const { date: day, slots } of days) {
          if (slots.length > 0 && day > lastDate) broken.push(`${day}: after the horizon`);
          const working = intervalsForDate(q.schedule, day).map(([a, e]) => [
            localToInstant(day, a, zone),
            localToInstant(day, e <= a ? e + 1440 : e, zone),
          ]);
          slots.forEach((s, i) => {
            const rule = (ok: boolean, what: string) => ok || broken.push(`${day} ${s}: ${what}`);
            rule(i === 0 || s > slots[i - 1], 'not ascending');
            rule(s >= q.now + q.rules.minNoticeMinutes * MINUTE, 'inside the notice');
            const holders = working.filter(([i0, i1]) => i0 <= s && s + d <= i1);
            rule(holders.length > 0, 'outside working time');
            const candidate = holders.some(
              ([i0, i1]) => (s - i0) % step === 0 || busyEnds.some((e) => e === s && i0 < e && e < i1),
            );
            rule(candidate, 'not a candidate');
            rule(!appointments.some((a) => overlaps(s, s + d + b, a.start, a.end)), 'meets an appointment');
            rule(!blocks.some((k) => overlaps(s, s + d, k.start, k.end)), 'meets a block');
          });
        }
        expect(broken).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('busy data in any order gives the same slots', () => {
    fc.assert(
      fc.property(slotQuery, fc.infiniteStream(fc.integer()), (q, noise) => {
        const shuffle = <T>(xs: readonly T[]): T[] =>
          xs
            .map((x) => ({ x, k: noise.next().value }))
            .sort((p, r) => p.k - r.k)
            .map((p) => p.x);
        const shuffled = { ...q, appointments: shuffle(q.appointments), blocks: shuffle(q.blocks) };
        expect(computeSlots(shuffled)).toEqual(computeSlots(q));
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * Recurrence by property: on random rules (daily, weekly, monthly; intervals, weekdays, n-th weekdays,
 * month days, COUNT and UNTIL) starting around daylight-saving changes in three zones, the integer
 * expansion equals rrule-temporal's (the slow reference, one Temporal object per occurrence); no
 * occurrence lands on a month day the month lacks; every occurrence keeps the first start's wall clock.
 */
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import 'temporal-polyfill/global';
import { RRuleTemporal } from 'rrule-temporal';
import { addDays, dateOfDay, dayNumber } from './calendar-date';
import {
  checkRruleBounds,
  expandRrule,
  formatRrule,
  MAX_SCAN_DAYS,
  parseRrule,
  type RecurrenceRule,
  WEEKDAYS,
} from './recurrence';
import { formatInstant, localToInstant, zonedDate, zonedMinutes } from './zone';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Vladivostok'] as const;
/** Europe's and New York's DST changes in 2026 and 2027, month ends and plain dates. */
const EDGE_DATES = ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2027-01-31', '2027-03-14', '2027-03-28'];

const startDate = fc.oneof(
  fc.constantFrom(...EDGE_DATES).chain((d) => fc.integer({ min: -40, max: 3 }).map((n) => addDays(d, n))),
  fc.integer({ min: dayNumber('2026-01-01'), max: dayNumber('2027-12-31') }).map(dateOfDay),
);
/** Often inside a DST gap or overlap (01:00..03:59), otherwise any minute. */
const startMinute = fc.oneof(fc.integer({ min: 60, max: 239 }), fc.integer({ min: 0, max: 1439 }));
const weekday = fc.constantFrom(...WEEKDAYS);
const nth = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -5, max: -1 }));

const ruleArb: fc.Arbitrary<RecurrenceRule & { untilDays: number }> = fc
  .record({
    freq: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
    interval: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 52 })),
    weekdays: fc.uniqueArray(weekday, { maxLength: 4 }),
    nthDays: fc.uniqueArray(fc.record({ weekday, nth }), {
      maxLength: 3,
      selector: (d) => `${d.nth}${d.weekday}`,
    }),
    monthDays: fc.uniqueArray(fc.oneof(fc.integer({ min: 28, max: 31 }), fc.integer({ min: 1, max: 31 })), {
      maxLength: 3,
    }),
    monthKind: fc.constantFrom('plain', 'byDay', 'byMonthDay', 'both'),
    count: fc.integer({ min: 1, max: 100 }),
    untilDays: fc.integer({ min: 0, max: 366 }),
    useCount: fc.boolean(),
  })
  .map((r): RecurrenceRule & { untilDays: number } => {
    const monthly = r.freq === 'MONTHLY';
    const byDay: RecurrenceRule['byDay'] =
      r.freq === 'WEEKLY'
        ? r.weekdays.map((w) => ({ weekday: w, nth: null }))
        : monthly && (r.monthKind === 'byDay' || r.monthKind === 'both')
          ? r.nthDays
          : [];
    const byMonthDay = monthly && (r.monthKind === 'byMonthDay' || r.monthKind === 'both') ? r.monthDays : [];
    // an intersection may match rarely: bound it by a date, not by a count
    const useCount = r.useCount && !(byDay.length > 0 && byMonthDay.length > 0);
    // in the canonical order parseRrule answers
    byDay.sort((a, b) => (a.nth ?? 0) - (b.nth ?? 0) || WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));
    return {
      freq: r.freq,
      interval: r.interval,
      byDay,
      byMonthDay: [...byMonthDay].sort((a, b) => a - b),
      count: useCount ? r.count : null,
      until: null,
      untilDays: r.untilDays,
    };
  });

const caseArb = fc.record({ zone: fc.constantFrom(...ZONES), date: startDate, minute: startMinute, rule: ruleArb });

function setUp(c: { zone: string; date: string; minute: number; rule: RecurrenceRule & { untilDays: number } }) {
  const first = localToInstant(c.date, c.minute, c.zone);
  const { untilDays, ...base } = c.rule;
  const rule: RecurrenceRule =
    base.count === null ? { ...base, until: addDays(zonedDate(first, c.zone), untilDays) } : base;
  return { first, rule };
}

/**
 * rrule-temporal's occurrences, with the first start counted as RFC 5545 counts DTSTART. The dates come
 * from the rule expanded on the local wall clock (in UTC, which has no DST); Temporal then places each
 * wall-clock time in the zone ('compatible': a time in a spring gap moves forward, as RFC 5545 §3.3.10
 * asks; rrule-temporal itself drops such an occurrence).
 */
function reference(rule: RecurrenceRule, first: number, zone: string): number[] {
  const local = formatInstant(first, zone).slice(0, 19).replace(/[-:]/g, '');
  let text = formatRrule({ ...rule, until: null });
  if (rule.until !== null) text += `;UNTIL=${rule.until.replace(/-/g, '')}T235959Z`;
  const rrule = new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${local}\nRRULE:${text}`, includeDtstart: true });
  // a rule that matches rarely stops where ours does: MAX_SCAN_DAYS after the first date (about 450 years);
  // asked between the two (all() gives up after 10,000 periods on a rule that never matches again, such as
  // the 31st every 48 months from a June)
  const lastDay = dayNumber(zonedDate(first, zone)) + MAX_SCAN_DAYS;
  const from = Temporal.ZonedDateTime.from(`${local.slice(0, 8)}T${local.slice(9)}[UTC]`);
  const to = Temporal.ZonedDateTime.from(`${dateOfDay(lastDay)}T23:59:59[UTC]`);
  return rrule
    .between(from, to, true)
    .filter((z) => dayNumber(z.toPlainDate().toString()) <= lastDay)
    .map((z) => z.toPlainDateTime().toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds);
}

describe('expandRrule', () => {
  it('equals the slow reference on random rules across DST changes in three zones', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { first, rule } = setUp(c);
        const ours = expandRrule(rule, first, c.zone);
        expect(ours[0]).toBe(first);
        expect(ours.map((ms) => formatInstant(ms, c.zone))).toEqual(
          reference(rule, first, c.zone).map((ms) => formatInstant(ms, c.zone)),
        );
      }),
      {
        numRuns: 300,
        // a rule that outlives the scan's safety stop: the fifth-last Friday every 21 months, 98 times
        examples: [
          // a rule that never matches again: the 31st every 48 months from a June (the first start alone)
          [
            {
              zone: 'Europe/Berlin',
              date: '2026-06-01',
              minute: 60,
              rule: {
                freq: 'MONTHLY',
                interval: 48,
                byDay: [],
                byMonthDay: [31],
                count: 2,
                until: null,
                untilDays: 0,
              },
            },
          ],
          [
            {
              zone: 'Europe/Berlin',
              date: '2026-01-01',
              minute: 0,
              rule: {
                freq: 'MONTHLY',
                interval: 21,
                byDay: [{ weekday: 'FR', nth: -5 }],
                byMonthDay: [],
                count: 98,
                until: null,
                untilDays: 0,
              },
            },
          ],
        ],
      },
    );
  });

  it('keeps the wall clock of the first start on every date, moved only by a DST gap', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { first, rule } = setUp(c);
        const wall = zonedMinutes(first, c.zone);
        for (const ms of expandRrule(rule, first, c.zone)) {
          const date = zonedDate(ms, c.zone);
          const intended = localToInstant(date, wall, c.zone);
          expect(ms).toBe(intended);
          // the same wall clock unless that time does not exist on the date (spring gap)
          if (zonedMinutes(ms, c.zone) !== wall) expect(zonedMinutes(intended, c.zone)).not.toBe(wall);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lands on a month day the month lacks, and skips that month instead of moving', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 29, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        (zone, monthDay, month) => {
          const date = `2026-${String(month).padStart(2, '0')}-01`;
          const first = localToInstant(addDays(date, monthDay - 1), 13 * 60, zone);
          if (Number(zonedDate(first, zone).slice(8)) !== monthDay) return; // the month lacks it
          const rule: RecurrenceRule = {
            freq: 'MONTHLY',
            interval: 1,
            byDay: [],
            byMonthDay: [monthDay],
            count: 12,
            until: null,
          };
          const days = expandRrule(rule, first, zone).map((ms) => zonedDate(ms, zone));
          expect(days.every((d) => Number(d.slice(8)) === monthDay)).toBe(true);
          expect(new Set(days.map((d) => d.slice(0, 7))).size).toBe(12);
        },
      ),
    );
  });

  it('every Wednesday 13:00 in Berlin stays 13:00 after the October change', () => {
    const first = localToInstant('2026-10-21', 13 * 60, 'Europe/Berlin');
    const parsed = parseRrule('RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=3');
    if (!parsed.ok) throw new Error(parsed.part);
    expect(expandRrule(parsed.rule, first, 'Europe/Berlin').map((ms) => formatInstant(ms, 'Europe/Berlin'))).toEqual([
      '2026-10-21T13:00:00+02:00',
      '2026-10-28T13:00:00+01:00',
      '2026-11-04T13:00:00+01:00',
    ]);
  });
});

describe('parseRrule', () => {
  it('reads the subset and writes it back canonically', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { rule } = setUp(c);
        const parsed = parseRrule(`RRULE:${formatRrule(rule)}`);
        expect(parsed).toEqual({ ok: true, rule });
      }),
    );
    expect(parseRrule('freq=weekly;byday=we,mo;count=10')).toEqual({
      ok: true,
      rule: {
        freq: 'WEEKLY',
        interval: 1,
        byDay: [
          { weekday: 'MO', nth: null },
          { weekday: 'WE', nth: null },
        ],
        byMonthDay: [],
        count: 10,
        until: null,
      },
    });
  });

  it.each([
    ['', 'FREQ'],
    ['FREQ=YEARLY;COUNT=2', 'FREQ'],
    ['COUNT=2', 'FREQ'],
    ['FREQ=DAILY', 'COUNT'],
    ['FREQ=DAILY;COUNT=2;UNTIL=20270101', 'UNTIL'],
    ['FREQ=DAILY;COUNT=0', 'COUNT'],
    ['FREQ=DAILY;COUNT=101', 'COUNT'],
    ['FREQ=DAILY;INTERVAL=53;COUNT=2', 'INTERVAL'],
    ['FREQ=DAILY;INTERVAL=0;COUNT=2', 'INTERVAL'],
    ['FREQ=DAILY;UNTIL=20270230', 'UNTIL'],
    ['FREQ=DAILY;BYDAY=MO;COUNT=2', 'BYDAY'],
    ['FREQ=WEEKLY;BYDAY=1MO;COUNT=2', 'BYDAY'],
    ['FREQ=WEEKLY;BYDAY=XX;COUNT=2', 'BYDAY'],
    ['FREQ=MONTHLY;BYDAY=MO;COUNT=2', 'BYDAY'],
    ['FREQ=MONTHLY;BYDAY=6MO;COUNT=2', 'BYDAY'],
    ['FREQ=MONTHLY;BYMONTHDAY=32;COUNT=2', 'BYMONTHDAY'],
    ['FREQ=WEEKLY;BYMONTHDAY=3;COUNT=2', 'BYMONTHDAY'],
    ['FREQ=DAILY;BYHOUR=3;COUNT=2', 'BYHOUR'],
    ['FREQ=DAILY;COUNT=2;COUNT=3', 'COUNT'],
  ])('refuses %j naming %s', (text, part) => {
    expect(parseRrule(text)).toEqual({ ok: false, part });
  });
});

describe('checkRruleBounds', () => {
  const first = localToInstant('2026-10-21', 13 * 60, 'Europe/Berlin');
  const rule = (until: string): RecurrenceRule => ({
    freq: 'DAILY',
    interval: 1,
    byDay: [],
    byMonthDay: [],
    count: null,
    until,
  });
  it('allows UNTIL up to 366 days after the first start, in the zone', () => {
    expect(checkRruleBounds(rule('2027-10-22'), first, 'Europe/Berlin')).toBeNull();
    expect(checkRruleBounds(rule('2026-10-21'), first, 'Europe/Berlin')).toBeNull();
    expect(checkRruleBounds(rule('2027-10-23'), first, 'Europe/Berlin')).toBe('UNTIL');
    expect(checkRruleBounds(rule('2026-10-20'), first, 'Europe/Berlin')).toBe('UNTIL');
    expect(checkRruleBounds(rule('2026-11-21'), first, 'Europe/Berlin', 30)).toBe('UNTIL');
  });
});

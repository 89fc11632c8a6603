import fc from 'fast-check';
import {
  formatInstant,
  instantFormatter,
  isTimeZone,
  localToInstant,
  offsetText,
  zonedDate,
  zonedMinutes,
} from './zone';

const ZONES = ['Europe/Moscow', 'Asia/Yekaterinburg', 'Asia/Vladivostok', 'America/New_York', 'UTC', 'Asia/Kolkata'];
ZONES.push('Australia/Lord_Howe', 'Asia/Kathmandu', 'Europe/London', 'Pacific/Chatham', 'America/Sao_Paulo');

describe('isTimeZone', () => {
  it('accepts IANA names Intl knows', () => {
    for (const z of ['UTC', 'Europe/Moscow', 'Asia/Vladivostok', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(isTimeZone(z)).toBe(true);
    }
    expect(isTimeZone('Etc/GMT+3')).toBe(true);
  });

  it('refuses empty text, offsets, lower case and made-up names', () => {
    for (const z of [
      '',
      'UTC+3',
      '+03:00',
      'GMT+03:00',
      'random text',
      'europe/moscow',
      'Europe/Atlantis',
      'Mars/Base',
    ]) {
      expect(isTimeZone(z)).toBe(false);
    }
  });
});

describe('formatInstant', () => {
  it('writes ISO 8601 with the zone offset and whole seconds', () => {
    const t = Date.parse('2026-12-01T06:00:00Z');
    expect(formatInstant(t, 'Europe/Moscow')).toBe('2026-12-01T09:00:00+03:00');
    expect(formatInstant(t, 'UTC')).toBe('2026-12-01T06:00:00+00:00');
    expect(formatInstant(t, 'Asia/Kolkata')).toBe('2026-12-01T11:30:00+05:30');
    expect(formatInstant(t, 'America/New_York')).toBe('2026-12-01T01:00:00-05:00');
    expect(formatInstant(Date.parse('2026-07-01T06:00:00Z'), 'America/New_York')).toBe('2026-07-01T02:00:00-04:00');
    expect(formatInstant(t, 'Asia/Vladivostok')).toBe('2026-12-01T16:00:00+10:00');
    expect(formatInstant(t + 999, 'UTC')).toBe('2026-12-01T06:00:00+00:00');
    expect(formatInstant(Date.parse('1969-12-31T23:59:59Z'), 'UTC')).toBe('1969-12-31T23:59:59+00:00');
  });

  it('names the same instant, with the wall clock Intl shows, for any instant and zone', () => {
    const wall = new Map(
      ZONES.map((z) => [
        z,
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: z,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        }),
      ]),
    );
    const from = Date.parse('1990-01-01T00:00:00Z');
    const to = Date.parse('2040-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: from / 1000, max: to / 1000 }), (zone, sec) => {
        const text = formatInstant(sec * 1000, zone);
        expect(Date.parse(text)).toBe(sec * 1000);
        expect(text.slice(0, 19).replace('T', ' ')).toBe(wall.get(zone)!.format(sec * 1000));
        expect(zonedDate(sec * 1000, zone)).toBe(text.slice(0, 10));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('instantFormatter', () => {
  it('writes every instant of a run as formatInstant does, across days, DST changes and odd seconds', () => {
    // runs of instants as the slot reads format them: ascending minutes over days, and any order
    const from = Date.parse('2026-03-01T00:00:00Z');
    const to = Date.parse('2026-11-30T00:00:00Z');
    const instant = fc.oneof(
      fc.integer({ min: from / 60_000, max: to / 60_000 }).map((m) => m * 60_000),
      fc.integer({ min: from, max: to }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.array(instant, { maxLength: 60 }), fc.boolean(), (zone, list, sort) => {
        const run = sort ? [...list].sort((a, b) => a - b) : list;
        const format = instantFormatter(zone);
        expect(run.map((ms) => format(ms))).toEqual(run.map((ms) => formatInstant(ms, zone)));
        // and each text names its instant (to the second) with the wall clock of the zone
        for (const ms of run) expect(Date.parse(format(ms))).toBe(Math.floor(ms / 1000) * 1000);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps no date or offset of an earlier instant: New York's autumn night, minute by minute", () => {
    const ny = instantFormatter('America/New_York');
    const start = Date.parse('2026-11-01T04:30:00Z'); // 00:30 EDT
    const texts = Array.from({ length: 180 }, (_, i) => ny(start + i * 60_000));
    expect(texts[0]).toBe('2026-11-01T00:30:00-04:00');
    expect(texts[89]).toBe('2026-11-01T01:59:00-04:00');
    expect(texts[90]).toBe('2026-11-01T01:00:00-05:00');
    expect(texts[179]).toBe('2026-11-01T02:29:00-05:00');
    expect(ny(Date.parse('2026-10-31T23:59:59.999-04:00'))).toBe('2026-10-31T23:59:59-04:00');
  });
});

describe('localToInstant', () => {
  it('turns a local time of a date into the instant, in any zone', () => {
    expect(localToInstant('2026-12-01', 540, 'Europe/Moscow')).toBe(Date.parse('2026-12-01T09:00:00+03:00'));
    expect(localToInstant('2026-12-01', 540, 'Asia/Kolkata')).toBe(Date.parse('2026-12-01T09:00:00+05:30'));
    expect(localToInstant('2026-12-01', 1440, 'UTC')).toBe(Date.parse('2026-12-02T00:00:00Z'));
    expect(localToInstant('2026-12-01', 1560, 'Asia/Vladivostok')).toBe(Date.parse('2026-12-02T02:00:00+10:00'));
  });

  it("DST: a repeated time takes the earlier instant, a skipped one moves forward by the gap ('compatible')", () => {
    const ny = 'America/New_York';
    expect(formatInstant(localToInstant('2026-11-01', 90, ny), ny)).toBe('2026-11-01T01:30:00-04:00');
    expect(formatInstant(localToInstant('2026-03-08', 150, ny), ny)).toBe('2026-03-08T03:30:00-04:00');
    expect(formatInstant(localToInstant('2026-03-08', 120, ny), ny)).toBe('2026-03-08T03:00:00-04:00');
    expect(formatInstant(localToInstant('2026-03-08', 180, ny), ny)).toBe('2026-03-08T03:00:00-04:00');
    expect(formatInstant(localToInstant('2026-03-08', 119, ny), ny)).toBe('2026-03-08T01:59:00-05:00');
  });

  it('inverts formatInstant: every existing wall-clock minute maps back to its earliest instant', () => {
    const from = Date.parse('1990-01-01T00:00:00Z') / 60_000;
    const to = Date.parse('2040-01-01T00:00:00Z') / 60_000;
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: from, max: to }), (zone, minute) => {
        const t = minute * 60_000;
        const text = formatInstant(t, zone);
        const minutes = Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16));
        const back = localToInstant(text.slice(0, 10), minutes, zone);
        expect(formatInstant(back, zone).slice(0, 19)).toBe(text.slice(0, 19));
        expect(back).toBeLessThanOrEqual(t);
        expect(t - back).toBeLessThanOrEqual(3 * 3_600_000);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('zonedMinutes', () => {
  it('reads the wall-clock minutes of an instant in the zone, seconds dropped', () => {
    const at = Date.parse('2026-12-01T06:30:59Z');
    expect(zonedMinutes(at, 'Europe/Moscow')).toBe(9 * 60 + 30);
    expect(zonedMinutes(at, 'Asia/Kolkata')).toBe(12 * 60);
    expect(zonedMinutes(at, 'America/New_York')).toBe(60 + 30);
    expect(zonedMinutes(Date.parse('2026-12-01T21:00:00Z'), 'Europe/Moscow')).toBe(0);
  });

  it('agrees with formatInstant on every minute, across clock changes too', () => {
    const from = Date.parse('1990-01-01T00:00:00Z') / 60_000;
    const to = Date.parse('2040-01-01T00:00:00Z') / 60_000;
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: from, max: to }), (zone, minute) => {
        const text = formatInstant(minute * 60_000, zone);
        expect(zonedMinutes(minute * 60_000, zone)).toBe(Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('offsetText', () => {
  it('writes an offset as ISO 8601 does', () => {
    expect(offsetText(180)).toBe('+03:00');
    expect(offsetText(330)).toBe('+05:30');
    expect(offsetText(-210)).toBe('-03:30');
    expect(offsetText(0)).toBe('+00:00');
  });
});

import { nextAgendaDue } from './agenda-plan';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (s: string) => Date.parse(s);

describe('nextAgendaDue', () => {
  it("today's time when it is still ahead, else tomorrow's", () => {
    expect(iso(nextAgendaDue('08:00', 'Europe/Moscow', at('2026-12-01T07:59:00+03:00')))).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(iso(nextAgendaDue('08:00', 'Europe/Moscow', at('2026-12-01T08:00:00+03:00')))).toBe(
      '2026-12-02T05:00:00.000Z',
    );
  });

  it('reads the local date of the zone, not of UTC', () => {
    // 23:30 UTC on 1 December is already 2 December in Vladivostok (+10)
    expect(iso(nextAgendaDue('09:00', 'Asia/Vladivostok', at('2026-12-01T23:30:00Z')))).toBe(
      '2026-12-02T23:00:00.000Z',
    );
    expect(iso(nextAgendaDue('20:00', 'America/New_York', at('2026-12-02T00:30:00Z')))).toBe(
      '2026-12-02T01:00:00.000Z',
    );
  });

  it('skips the date it was last sent for', () => {
    const now = at('2026-12-01T09:00:00+03:00');
    expect(iso(nextAgendaDue('21:00', 'Europe/Moscow', now))).toBe('2026-12-01T18:00:00.000Z');
    expect(iso(nextAgendaDue('21:00', 'Europe/Moscow', now, '2026-12-01'))).toBe('2026-12-02T18:00:00.000Z');
  });

  it('across daylight saving: the wall-clock time holds; a time in the spring gap comes an hour later', () => {
    // New York, 8 March 2026: 02:00 EST -> 03:00 EDT
    expect(iso(nextAgendaDue('08:00', 'America/New_York', at('2026-03-07T14:00:00Z')))).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(iso(nextAgendaDue('02:30', 'America/New_York', at('2026-03-07T14:00:00Z')))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('refuses what is not a time of day', () => {
    expect(() => nextAgendaDue('24:00', 'Europe/Moscow', 0)).toThrow(RangeError);
    expect(() => nextAgendaDue('8', 'Europe/Moscow', 0)).toThrow(RangeError);
  });
});

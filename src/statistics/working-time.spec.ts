import { workingWindow } from './working-time';

const H = 3_600_000;
const week = (hours: [string, string][]) => ({
  type: 'weekly',
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, hours])),
});
const text = (zone: string | null, pattern: unknown, overrides: unknown[] = [], blocks: unknown[] = []) => ({
  schedule: JSON.stringify([zone, pattern, overrides, blocks]),
});
const total = (list: readonly { start: number; end: number }[]) => list.reduce((s, p) => s + p.end - p.start, 0);

describe('a master working time over a report window', () => {
  // Monday 19 – Sunday 25 October 2026 in UTC
  const start = Date.parse('2026-10-19T00:00:00Z');
  const end = Date.parse('2026-10-26T00:00:00Z');

  it('is the same when asked again, and follows a change of the pattern, an override or a block', () => {
    const nineToSix = week([['09:00', '18:00']]);
    const first = workingWindow(text('UTC', nineToSix), start, end);
    expect(total(first)).toBe(7 * 9 * H);
    expect(workingWindow(text('UTC', nineToSix), start, end)).toEqual(first);
    expect(total(workingWindow(text('UTC', week([['10:00', '18:00']])), start, end))).toBe(7 * 8 * H);
    expect(total(workingWindow(text('UTC', nineToSix, [['2026-10-21', []]]), start, end))).toBe(6 * 9 * H);
    const block = [Date.parse('2026-10-20T09:00:00Z'), Date.parse('2026-10-20T12:00:00Z')];
    expect(total(workingWindow(text('UTC', nineToSix, [], [block]), start, end))).toBe(7 * 9 * H - 3 * H);
    // the same schedule in another zone is another week of instants
    expect(workingWindow(text('Europe/Moscow', nineToSix), start, end)[0].start).toBe(
      Date.parse('2026-10-19T06:00:00Z'),
    );
  });

  it('is none without a schedule', () => {
    expect(workingWindow(text(null, null), start, end)).toEqual([]);
  });
});

import { digestWeek, nextDigestDue, reportedWeek } from './digest-plan';

const at = (iso: string) => Date.parse(iso);

describe('the weekly digest time: Monday 09:00 in the business zone', () => {
  it('is this Monday 09:00 until it has passed, then the next Monday', () => {
    expect(nextDigestDue(at('2026-11-08T12:00:00+03:00'), 'Europe/Moscow')).toBe(at('2026-11-09T09:00:00+03:00'));
    expect(nextDigestDue(at('2026-11-09T09:00:00+03:00'), 'Europe/Moscow')).toBe(at('2026-11-09T09:00:00+03:00'));
    expect(nextDigestDue(at('2026-11-09T09:00:01+03:00'), 'Europe/Moscow')).toBe(at('2026-11-16T09:00:00+03:00'));
    expect(nextDigestDue(at('2026-11-09T08:00:00+03:00'), 'Asia/Yekaterinburg')).toBe(at('2026-11-16T09:00:00+05:00'));
  });

  it('keeps 09:00 local across a DST change (Berlin: CET before, CEST after the last Sunday of March)', () => {
    const w = digestWeek(at('2026-03-29T12:00:00+02:00'), 'Europe/Berlin');
    expect(w.monday).toBe('2026-03-23');
    expect(w.dueMs).toBe(at('2026-03-23T09:00:00+01:00'));
    expect(w.nextDueMs).toBe(at('2026-03-30T09:00:00+02:00'));
  });

  it('reports the week before the Monday: Monday to Sunday', () => {
    expect(digestWeek(at('2026-11-11T10:00:00+03:00'), 'Europe/Moscow').monday).toBe('2026-11-09');
    expect(reportedWeek('2026-11-09')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
  });
});

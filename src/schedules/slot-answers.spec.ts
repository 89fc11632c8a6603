import { holdsUntil, SlotAnswers } from './slot-answers';

const at = (iso: string) => Date.parse(iso);

describe('holdsUntil: how long a slot answer stays exactly right', () => {
  it('never past the next quarter hour (a zone midnight adds a day to the horizon)', () => {
    expect(holdsUntil(at('2026-12-01T09:03:20Z'), [])).toBe(at('2026-12-01T09:15:00Z') - 1);
    // computed right on a quarter hour: that quarter's day is already counted
    expect(holdsUntil(at('2026-12-01T09:15:00Z'), [])).toBe(at('2026-12-01T09:30:00Z') - 1);
  });

  it('until the first start of a master stops being bookable (its start less the notice)', () => {
    const now = at('2026-12-01T09:00:10Z');
    expect(holdsUntil(now, [{ startMs: at('2026-12-01T09:05:00Z'), noticeMinutes: 0 }])).toBe(
      at('2026-12-01T09:05:00Z'),
    );
    expect(
      holdsUntil(now, [
        { startMs: at('2026-12-01T09:10:00Z'), noticeMinutes: 0 },
        { startMs: at('2026-12-01T11:06:00Z'), noticeMinutes: 120 },
      ]),
    ).toBe(at('2026-12-01T09:06:00Z'));
  });
});

describe('SlotAnswers', () => {
  const answer = (from: number, until: number) => ({ digest: 'd', body: Buffer.from('{}'), from, until });

  it('gives a kept answer only between when it was computed and when it stops holding', () => {
    const kept = new SlotAnswers();
    kept.keep('k', answer(100, 200));
    expect(kept.holding('k', 99)).toBeUndefined();
    expect(kept.holding('k', 100)?.digest).toBe('d');
    expect(kept.holding('k', 200)?.digest).toBe('d');
    expect(kept.holding('k', 201)).toBeUndefined();
    expect(kept.holding('other', 150)).toBeUndefined();
  });

  it('does not keep an answer that holds for no time at all', () => {
    const kept = new SlotAnswers();
    kept.keep('k', answer(100, 99));
    expect(kept.holding('k', 100)).toBeUndefined();
  });
});

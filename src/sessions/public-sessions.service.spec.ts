import { listHoldsUntil } from './public-sessions.service';

const at = (iso: string) => Date.parse(iso);

describe('listHoldsUntil: how long a public sessions list stays the same as time goes by', () => {
  it('until just before its first session starts (it leaves the list then)', () => {
    expect(listHoldsUntil({ first_ms: at('2026-12-02T09:00:00Z'), next_ms: null })).toBe(
      at('2026-12-02T09:00:00Z') - 1,
    );
  });

  it('with no last date, until an hour before the next session comes within 62 days', () => {
    const next = at('2027-02-02T09:00:00Z');
    expect(listHoldsUntil({ first_ms: at('2026-12-20T09:00:00Z'), next_ms: next })).toBe(at('2026-12-02T08:00:00Z'));
    expect(listHoldsUntil({ first_ms: at('2026-12-01T10:00:00Z'), next_ms: next })).toBe(
      at('2026-12-01T10:00:00Z') - 1,
    );
  });

  it('forever when time alone cannot change it (no session in it, none to come)', () => {
    expect(listHoldsUntil({ first_ms: null, next_ms: null })).toBe(Infinity);
  });
});

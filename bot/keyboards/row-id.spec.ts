import { MAX_ROW_ID, rowIdOf } from './row-id';

describe('rowIdOf', () => {
  it('reads the ids a row can have', () => {
    expect(rowIdOf('1')).toBe(1);
    expect(rowIdOf('0042')).toBe(42);
    expect(rowIdOf(String(MAX_ROW_ID))).toBe(2147483647);
  });

  it('names no row beyond the id range, nor zero', () => {
    for (const digits of ['0', '2147483648', '9999999999', '99999999999999999999']) {
      expect(rowIdOf(digits)).toBeNull();
    }
  });
});

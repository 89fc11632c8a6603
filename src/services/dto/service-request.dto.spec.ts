import { isPrice } from './service-request.dto';

describe('isPrice', () => {
  it.each([0, 0.01, 1500, 1500.5, 19.99, 0.1 + 0.2, 10_000_000])('accepts %p', (v) => {
    expect(isPrice(v)).toBe(true);
  });

  it.each([-0.01, 10.001, 10_000_000.01, NaN, Infinity, '100', null])('refuses %p', (v) => {
    expect(isPrice(v)).toBe(false);
  });
});

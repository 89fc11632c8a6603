import { formatClock, intervalsProblem, parseClock } from './clock-text';

describe('clock text', () => {
  it('reads HH:MM and H:MM from 00:00 to 23:59, and 24:00 as 1440', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('09:05')).toBe(545);
    expect(parseClock('9:05')).toBe(545);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBe(1440);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '9',
      '09',
      '09:5',
      '09:60',
      '24:01',
      '25:00',
      ' 09:00',
      '09:00 ',
      '09:00:00',
      '-1:00',
      '0900',
    ]) {
      expect(parseClock(bad)).toBeNull();
    }
  });

  it('writes minutes back as HH:MM, 1440 as 24:00', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(545)).toBe('09:05');
    expect(formatClock(1440)).toBe('24:00');
    expect(() => formatClock(1441)).toThrow(RangeError);
    expect(() => formatClock(-1)).toThrow(RangeError);
    for (let m = 0; m <= 1440; m++) expect(parseClock(formatClock(m))).toBe(m);
  });
});

describe('intervalsProblem', () => {
  it('accepts no intervals, breaks, touching intervals, 24:00 ends and overnight ones', () => {
    expect(intervalsProblem([])).toBeNull();
    expect(
      intervalsProblem([
        [540, 780],
        [840, 1080],
      ]),
    ).toBeNull();
    expect(
      intervalsProblem([
        [540, 780],
        [780, 1080],
      ]),
    ).toBeNull();
    expect(intervalsProblem([[1200, 1440]])).toBeNull();
    expect(intervalsProblem([[0, 1440]])).toBeNull();
    expect(
      intervalsProblem([
        [1200, 120],
        [60, 600],
      ]),
    ).toBeNull(); // 20:00–02:00 (next date) and this date's 01:00–10:00
  });

  it('refuses a start equal to its end', () => {
    expect(intervalsProblem([[540, 540]])).toBe('Начало и конец интервала совпадают');
    expect(intervalsProblem([[0, 0]])).toBe('Начало и конец интервала совпадают');
  });

  it('refuses overlapping intervals, an overnight one running to its end on the next date', () => {
    expect(
      intervalsProblem([
        [540, 780],
        [720, 1080],
      ]),
    ).toBe('Интервалы пересекаются');
    expect(
      intervalsProblem([
        [1080, 1320],
        [1200, 120],
      ]),
    ).toBe('Интервалы пересекаются');
    expect(
      intervalsProblem([
        [600, 700],
        [540, 1080],
      ]),
    ).toBe('Интервалы пересекаются');
  });

  it('refuses times outside a day or not whole minutes', () => {
    for (const bad of [
      [1440, 60],
      [-1, 60],
      [60, 1441],
      [60.5, 120],
      [Number.NaN, 60],
    ] as [number, number][]) {
      expect(intervalsProblem([bad])).toBe('Неверное время интервала');
    }
  });
});

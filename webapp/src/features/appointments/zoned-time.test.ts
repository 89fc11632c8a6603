import { describe, expect, it } from 'vitest';
import { addDays, monthRange, todayIn, weekStart, zonedInstant, zonedParts } from './zoned-time';

describe('zoned time', () => {
  it("reads an instant on the master's wall clock", () => {
    expect(zonedParts('2030-01-15T10:00:00+10:00', 'Asia/Vladivostok')).toEqual({ date: '2030-01-15', time: '10:00' });
    expect(zonedParts('2030-01-15T00:30:00Z', 'America/New_York')).toEqual({ date: '2030-01-14', time: '19:30' });
  });

  it("writes a wall-clock time with the zone's offset of that day (DST included)", () => {
    expect(zonedInstant('2030-01-15', '10:00', 'Asia/Vladivostok')).toBe('2030-01-15T10:00:00+10:00');
    expect(zonedInstant('2030-07-01', '09:05', 'Europe/Berlin')).toBe('2030-07-01T09:05:00+02:00');
    expect(zonedInstant('2030-12-01', '09:05', 'Europe/Berlin')).toBe('2030-12-01T09:05:00+01:00');
    expect(zonedInstant('2030-03-01', '08:00', 'America/St_Johns')).toBe('2030-03-01T08:00:00-03:30');
    // 02:30 does not exist on 31.03.2030 in Berlin: the first time after the jump
    expect(zonedInstant('2030-03-31', '02:30', 'Europe/Berlin')).toBe('2030-03-31T03:30:00+02:00');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(weekStart('2025-03-09')).toBe('2025-03-03');
    expect(weekStart('2025-03-03')).toBe('2025-03-03');
    expect(monthRange('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2030-12-31')).toEqual({ from: '2030-12-01', to: '2030-12-31' });
    expect(todayIn('Asia/Vladivostok', Date.parse('2030-01-15T20:00:00Z'))).toBe('2030-01-16');
  });
});

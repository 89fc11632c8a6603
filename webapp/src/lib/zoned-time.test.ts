import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockIn,
  zonedDate,
  daysBetween,
  isKnownZone,
  isoInZone,
  localDateOf,
  monthRange,
  offsetMinutes,
  todayIn,
  weekdayIndex,
  weekStart,
  zonedParts,
  zoneOffsetLabel,
} from './zoned-time';

describe('zoned time', () => {
  it("reads an instant's date and clock in the given zone, not the browser's", () => {
    const instant = '2026-11-30T23:00:00Z';
    expect(zonedDate(instant, 'Asia/Vladivostok')).toBe('2026-12-01');
    expect(clockIn(instant, 'Asia/Vladivostok')).toBe('09:00');
    expect(zonedDate(instant, 'America/New_York')).toBe('2026-11-30');
    expect(clockIn(instant, 'America/New_York')).toBe('18:00');
    expect(clockIn('2026-12-01T00:30:00+03:00', 'Europe/Moscow')).toBe('00:30');
    expect(todayIn('Asia/Kamchatka', Date.parse('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
  });

  it("writes a wall-clock time in a zone as ISO with that zone's offset", () => {
    expect(isoInZone('2026-12-01', '09:00', 'Asia/Vladivostok')).toBe('2026-12-01T09:00:00+10:00');
    expect(isoInZone('2026-12-01', '23:30', 'Europe/Moscow')).toBe('2026-12-01T23:30:00+03:00');
    expect(isoInZone('2026-07-01', '10:00', 'Asia/Kolkata')).toBe('2026-07-01T10:00:00+05:30');
    // New York: winter and summer offsets; 02:30 on the spring-forward date does not exist and moves on.
    expect(isoInZone('2026-01-15', '10:00', 'America/New_York')).toBe('2026-01-15T10:00:00-05:00');
    expect(isoInZone('2026-07-15', '10:00', 'America/New_York')).toBe('2026-07-15T10:00:00-04:00');
    expect(isoInZone('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    // 01:30 on the fall-back date happens twice: the first one.
    expect(isoInZone('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    for (const zone of ['Asia/Vladivostok', 'America/New_York', 'Europe/Kaliningrad']) {
      const iso = isoInZone('2026-10-20', '14:05', zone);
      expect(clockIn(iso, zone)).toBe('14:05');
      expect(zonedDate(iso, zone)).toBe('2026-10-20');
    }
  });

  it('offsets and their labels', () => {
    const at = Date.parse('2026-12-01T00:00:00Z');
    expect(offsetMinutes('Asia/Yekaterinburg', at)).toBe(300);
    expect(zoneOffsetLabel('Asia/Vladivostok', at)).toBe('UTC+10');
    expect(zoneOffsetLabel('Asia/Kolkata', at)).toBe('UTC+5:30');
    expect(zoneOffsetLabel('America/New_York', at)).toBe('UTC-5');
    expect(isKnownZone('Europe/Moscow')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
  });

  it('calendar dates: days across months and years, weekdays from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2026-12-06')).toBe(14);
    expect(daysBetween('2026-12-06', '2026-11-22')).toBe(-14);
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it("reads an instant's date and time together, and writes Berlin's winter and summer offsets", () => {
    expect(zonedParts('2030-01-15T10:00:00+10:00', 'Asia/Vladivostok')).toEqual({ date: '2030-01-15', time: '10:00' });
    expect(zonedParts('2030-01-15T00:30:00Z', 'America/New_York')).toEqual({ date: '2030-01-14', time: '19:30' });
    expect(isoInZone('2030-07-01', '09:05', 'Europe/Berlin')).toBe('2030-07-01T09:05:00+02:00');
    expect(isoInZone('2030-12-01', '09:05', 'Europe/Berlin')).toBe('2030-12-01T09:05:00+01:00');
    expect(isoInZone('2030-03-01', '08:00', 'America/St_Johns')).toBe('2030-03-01T08:00:00-03:30');
    expect(isoInZone('2030-03-31', '02:30', 'Europe/Berlin')).toBe('2030-03-31T03:30:00+02:00');
  });

  it('weekStart is the Monday of a date’s week', () => {
    expect(weekStart('2025-03-09')).toBe('2025-03-03');
    expect(weekStart('2025-03-03')).toBe('2025-03-03');
  });
});

describe('the one date, month and local-date helpers', () => {
  it('zonedDate reads epoch ms and ISO text alike, on the zone’s calendar', () => {
    const at = '2030-01-15T00:30:00Z';
    expect(zonedDate(at, 'America/New_York')).toBe('2030-01-14');
    expect(zonedDate(Date.parse(at), 'Asia/Vladivostok')).toBe('2030-01-15');
  });

  it('monthRange gives a month’s first and last dates (leap February, December)', () => {
    expect(monthRange('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2030-12-31')).toEqual({ from: '2030-12-01', to: '2030-12-31' });
  });

  it('localDateOf is the device’s date of a Date, today by default', () => {
    expect(localDateOf(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    const now = new Date();
    expect(localDateOf()).toBe(localDateOf(now));
  });
});

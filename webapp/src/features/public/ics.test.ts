import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { appointment } from '../../test/appointment-factory';
import { appointmentIcs, icsHref } from './ics';

describe('the .ics file of a booking', () => {
  const a = appointment({
    id: 41,
    starts_at: '2030-01-15T09:00:00+10:00',
    ends_at: '2030-01-15T10:30:00+10:00',
    time_zone: 'Asia/Vladivostok',
  });

  it('is a calendar with one event at the right UTC instants, read back by a real parser', () => {
    const text = appointmentIcs(
      a,
      {
        summary: 'Окрашивание — Анна Волкова',
        location: 'Салон «Лето», Владивосток, Светланская 1; вход со двора',
        description: 'Телефон мастера: +79990001122\nПервый раз',
      },
      Date.parse('2030-01-01T12:00:00Z'),
    );
    expect(text).toContain('DTSTART:20300114T230000Z');
    expect(text).toContain('DTEND:20300115T003000Z');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Окрашивание — Анна Волкова');
    expect(event.location).toBe('Салон «Лето», Владивосток, Светланская 1; вход со двора');
    expect(event.description).toBe('Телефон мастера: +79990001122\nПервый раз');
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-14T23:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-01-15T00:30:00.000Z');
    expect(event.uid).toMatch(/^appointment-41@/);
  });

  it('downloads as a data: URL of type text/calendar', () => {
    const href = icsHref('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.split(',')[1])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});

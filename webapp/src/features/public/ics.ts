// "Add to calendar": an iCalendar file (RFC 5545) for one booking, written here in the browser, with the
// start and end in UTC (calendar apps show them in their own zone).
import type { AppointmentResponse } from '@api/appointments/appointments.contract';

/** 20261201T060000Z */
function utcStamp(instant: string | number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text values escape backslash, semicolon, comma and line breaks. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a UTF-8 character). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsTexts {
  /** The event's title, e.g. 'Маникюр — Ольга Ким'. */
  summary: string;
  description?: string | null;
  location?: string | null;
}

/** The calendar file's text for a booking; `now` is the moment it was written (DTSTAMP). */
export function appointmentIcs(a: AppointmentResponse, texts: IcsTexts, now: number = Date.now()): string {
  const host = typeof window !== 'undefined' ? window.location.hostname || 'booking' : 'booking';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Online booking//Mini app//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appointment-${a.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(a.starts_at)}`,
    `DTEND:${utcStamp(a.ends_at)}`,
    `SUMMARY:${escapeText(texts.summary)}`,
    ...(texts.location ? [`LOCATION:${escapeText(texts.location)}`] : []),
    ...(texts.description ? [`DESCRIPTION:${escapeText(texts.description)}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A link target that downloads the file (a data: URL works in Telegram's webviews and in browsers). */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

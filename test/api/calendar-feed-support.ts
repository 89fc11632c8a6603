import ICAL from 'ical.js';

/** Reading .ics answers the way a calendar app does (ical.js): zones from their VTIMEZONE, instants in UTC. */

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  /** DTSTART's TZID parameter (undefined for UTC). */
  tzid: string | undefined;
  /** DTSTART as written (wall-clock time in tzid). */
  localStart: string;
  start: string;
  end: string;
  status: string;
}

export function parseIcs(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const tz of zones) ICAL.TimezoneService.register(tz);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((c) => {
      const e = new ICAL.Event(c);
      const dtstart = c.getFirstProperty('dtstart');
      return {
        uid: e.uid,
        summary: e.summary,
        description: e.description,
        tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? undefined,
        localStart: e.startDate.toString(),
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
        status: String(c.getFirstPropertyValue('status')),
      };
    });
    return { calendar, events: events.sort((a, b) => a.start.localeCompare(b.start)) };
  } finally {
    for (const tz of zones) ICAL.TimezoneService.remove(String(tz.getFirstPropertyValue('tzid')));
  }
}

/** The path of an absolute URL the API answered with (supertest talks to the app directly). */
export const pathOf = (url: string): string => new URL(url).pathname;

import ICAL from 'ical.js';
import { appointmentsCalendar, type IcsAppointmentRow } from './appointment-ics';
import { vtimezone } from './vtimezone';

function row(id: number, startsAt: string, minutes = 60, over: Partial<IcsAppointmentRow> = {}): IcsAppointmentRow {
  const starts = Date.parse(startsAt);
  return {
    id,
    master_id: 7,
    service_id: 3,
    organization_id: null,
    client_id: 9,
    status: 'planned',
    price: 1500,
    starts_ms: starts,
    ends_ms: starts + minutes * 60_000,
    cancelled_ms: null,
    created_ms: Date.parse('2026-01-01T00:00:00Z'),
    updated_ms: Date.parse('2026-01-02T00:00:00Z'),
    comment: 'Без укладки; спасибо',
    cancelled_by: null,
    cancel_reason: null,
    client_name: null,
    client_phone: null,
    time_zone: 'Europe/Berlin',
    m_first_name: 'Ольга',
    m_last_name: 'Ким',
    m_phone: '+79160000001',
    m_specialization: null,
    m_address: null,
    d_amount: null,
    d_status: null,
    d_invoice_url: null,
    hold_ms: null,
    cancel_cutoff_hours: 3,
    m_deep_link: 'olga',
    m_code: null,
    s_name: 'Стрижка',
    s_duration: minutes,
    s_price: 1500,
    c_first_name: 'Анна',
    c_last_name: 'Смирнова',
    c_phone: '+79161234567',
    m_chat: 1,
    c_chat: 2,
    o_name: null,
    o_address: null,
    o_phone: null,
    ...over,
  };
}

/** Parses a calendar the way a client would: its VTIMEZONEs registered, events' instants in UTC. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  try {
    return {
      cal,
      events: cal.getAllSubcomponents('vevent').map((c) => {
        const e = new ICAL.Event(c);
        return {
          uid: e.uid,
          summary: e.summary,
          description: e.description,
          tzid: c.getFirstProperty('dtstart')?.getParameter('tzid'),
          start: e.startDate.toJSDate().toISOString(),
          end: e.endDate.toJSDate().toISOString(),
        };
      }),
    };
  } finally {
    for (const tz of cal.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.remove(tz.getFirstPropertyValue('tzid') as string);
  }
}

const ctx = (zone: string) => ({ host: 'app.example.test', zone, now: Date.parse('2026-03-01T12:00:00Z') });

describe('appointment calendars (ical-generator, read back with ical.js)', () => {
  it.each([
    // Berlin: winter (+01), the DST night (+02 from 02:00 local on 29 March), summer, back in October
    ['Europe/Berlin', '2026-03-28T10:00:00+01:00', '20260328T100000'],
    ['Europe/Berlin', '2026-03-29T03:30:00+02:00', '20260329T033000'],
    ['Europe/Berlin', '2026-07-01T09:00:00+02:00', '20260701T090000'],
    ['Europe/Berlin', '2026-10-25T02:30:00+01:00', '20261025T023000'],
    ['Asia/Yekaterinburg', '2026-12-01T09:00:00+05:00', '20261201T090000'],
    ['America/New_York', '2026-11-01T01:30:00-05:00', '20261101T013000'],
    ['UTC', '2026-12-01T09:00:00Z', '20261201T090000Z'],
  ])('%s: %s is written as wall-clock time with TZID and reads back as the same instant', (zone, at, local) => {
    const text = appointmentsCalendar([row(1, at)], 'master', ctx(zone), { name: 'Записи — Ольга Ким' });
    const [event] = parse(text).events;
    expect(event.start).toBe(new Date(at).toISOString());
    expect(event.end).toBe(new Date(Date.parse(at) + 3_600_000).toISOString());
    if (zone === 'UTC') {
      expect(text).toContain(`DTSTART:${local}`);
      expect(event.tzid).toBeUndefined();
    } else {
      expect(text).toContain(`DTSTART;TZID=${zone}:${local}`);
      expect(event.tzid).toBe(zone);
      expect(text).toContain(`X-WR-TIMEZONE:${zone}`);
    }
    // instants that are instants stay in UTC
    expect(text).toMatch(/DTSTAMP:20260301T120000Z/);
    expect(text).toMatch(/LAST-MODIFIED:20260102T000000Z/);
  });

  it('the master sees the client, phone and comment; the client sees the master; UIDs are per appointment', () => {
    const r = row(42, '2026-07-01T09:00:00+02:00', 90, {
      organization_id: 5,
      o_name: 'Салон Лотос',
      o_address: 'Берлин, Унтер-ден-Линден 1',
    });
    const master = parse(appointmentsCalendar([r], 'master', ctx('Europe/Berlin'), { name: 'Записи — Ольга Ким' }));
    expect(master.cal.getFirstPropertyValue('x-wr-calname')).toBe('Записи — Ольга Ким');
    expect(master.events[0]).toMatchObject({
      uid: 'appointment-42@app.example.test',
      summary: 'Стрижка — Анна Смирнова',
      end: '2026-07-01T08:30:00.000Z',
    });
    expect(master.events[0].description).toContain('Телефон: +79161234567');
    expect(master.events[0].description).toContain('Комментарий: Без укладки; спасибо');
    const client = parse(appointmentsCalendar([r], 'client', ctx('Europe/Berlin')));
    expect(client.cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(client.events[0].summary).toBe('Стрижка — Ольга Ким');
    expect(client.events[0].description).toContain('Телефон мастера: +79160000001');
    expect(client.events[0].description).not.toContain('+79161234567');
  });

  it('names and texts cannot break out of their line', () => {
    const r = row(5, '2026-07-01T09:00:00+02:00', 60, { comment: 'первая строка\r\nBEGIN:VEVENT\nUID:x' });
    const text = appointmentsCalendar([r], 'master', ctx('Europe/Berlin'), { name: 'Записи — Ким, О.\r\nX-EVIL:1' });
    const parsed = parse(text);
    expect(parsed.events).toHaveLength(1);
    // ical.js keeps an X- property's text as written
    expect(parsed.cal.getFirstPropertyValue('x-wr-calname')).toBe('Записи — Ким\\, О. X-EVIL:1');
    expect(parsed.cal.getFirstPropertyValue('x-evil')).toBeNull();
    expect(parsed.events[0].description).toContain('Комментарий: первая строка\nBEGIN:VEVENT\nUID:x');
  });

  it('a manual booking shows the typed name and phone', () => {
    const r = row(3, '2026-07-01T09:00:00+02:00', 60, {
      client_id: null,
      c_first_name: null,
      c_last_name: null,
      c_phone: null,
      client_name: 'Пётр Иванов',
      client_phone: '+79165554433',
    });
    const [event] = parse(appointmentsCalendar([r], 'master', ctx('Europe/Berlin'))).events;
    expect(event.summary).toBe('Стрижка — Пётр Иванов');
    expect(event.description).toContain('Телефон: +79165554433');
  });
});

describe('vtimezone', () => {
  it("Berlin's changes of 2026 are the observances, with the offsets before and after", () => {
    const text = vtimezone('Europe/Berlin', Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-12-01T00:00:00Z'));
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100');
  });

  it('a zone without changes has one standard observance', () => {
    const text = vtimezone('Europe/Moscow', Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-12-01T00:00:00Z'));
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(text).toContain('TZOFFSETTO:+0300');
  });
});

import ical, { escape, ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { AppointmentRow } from '../../appointments/appointment.mapper';
import { blockSeriesEvent, type FeedBlockSeries, seriesSpan } from './block-series-ics';
import { IcalInstant } from './ical-instant';
import { vtimezone } from './vtimezone';

/** An appointment row (src/appointments/appointment.mapper.ts) with its last change. */
export interface IcsAppointmentRow extends AppointmentRow {
  updated_ms: number;
}

/** Whose calendar the event goes to: the master's (the client and their phone) or the client's (the master). */
export type IcsViewer = 'master' | 'client';

export interface IcsContext {
  /** The app's host, for UIDs stable per appointment ('appointment-42@app.example.com'). */
  host: string;
  /** The zone events are written in (TZID): the master's. */
  zone: string;
  /** DTSTAMP. */
  now: number;
}

const STATUS_TEXT: Record<AppointmentRow['status'], string> = {
  planned: 'запланирована',
  confirmed: 'клиент подтвердил визит',
  completed: 'состоялась',
  no_show: 'клиент не пришёл',
  cancelled: 'отменена',
  awaiting_payment: 'ждёт предоплаты',
  expired: 'не оплачена вовремя',
  payment_conflict: 'оплачена, но время заняли',
};

const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

const fullName = (first: string | null, last: string | null): string =>
  [first, last].filter((p): p is string => Boolean(p && p.trim())).join(' ');

function clientName(r: AppointmentRow): string {
  return fullName(r.c_first_name ?? r.client_name, r.c_last_name) || 'Клиент';
}

function masterName(r: AppointmentRow): string {
  return fullName(r.m_first_name, r.m_last_name) || 'Мастер';
}

const line = (label: string, value: string | number | null | undefined): string[] =>
  value === null || value === undefined || value === '' ? [] : [`${label}: ${value}`];

/** One VEVENT: UID per appointment, start and end in the master's zone, texts for the viewer's side. */
export function appointmentEvent(r: IcsAppointmentRow, viewer: IcsViewer, ctx: IcsContext): ICalEventData {
  const service = r.s_name ?? 'Запись';
  const price = r.price === null ? null : `${rubles.format(r.price)} ₽`;
  const salon = r.o_name;
  const details =
    viewer === 'master'
      ? [
          ...line('Клиент', clientName(r)),
          ...line('Телефон', r.c_phone ?? r.client_phone),
          ...line('Комментарий', r.comment),
          ...line('Стоимость', price),
          ...line('Салон', salon),
          ...line('Статус', STATUS_TEXT[r.status]),
        ]
      : [
          ...line('Мастер', masterName(r)),
          ...line('Телефон мастера', r.m_phone),
          ...line('Салон', salon),
          ...line('Телефон салона', r.o_phone),
          ...line('Стоимость', price),
          ...line('Комментарий', r.comment),
          ...line('Статус', STATUS_TEXT[r.status]),
        ];
  const location = [salon, r.o_address].filter(Boolean).join(', ');
  return {
    id: `appointment-${r.id}@${ctx.host}`,
    start: new IcalInstant(r.starts_ms),
    end: new IcalInstant(r.ends_ms),
    timezone: ctx.zone,
    stamp: new Date(ctx.now),
    created: new Date(r.created_ms),
    lastModified: new Date(r.updated_ms),
    summary: `${service} — ${viewer === 'master' ? clientName(r) : masterName(r)}`,
    description: details.join('\n'),
    location: location || null,
    status: r.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

export interface IcsCalendarOptions {
  /** X-WR-CALNAME of a subscription; none for a single-event file. */
  name?: string;
  /** How often calendar apps should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL), seconds. */
  ttlSeconds?: number;
  /** The master's recurring blocks (the feed): one VEVENT with RRULE and EXDATEs each. */
  blockSeries?: FeedBlockSeries[];
}

/**
 * A VCALENDAR with one VEVENT per row. The VTIMEZONE of the zone covers the events' years (Apple Calendar
 * reads it; Google reads the TZID's IANA name); X-WR-TIMEZONE names the zone for the calendar itself.
 * DTSTAMP, CREATED and LAST-MODIFIED stay in UTC (the calendar has no default zone on purpose: with one,
 * ical-generator would write those in local time).
 */
export function appointmentsCalendar(
  rows: IcsAppointmentRow[],
  viewer: IcsViewer,
  ctx: IcsContext,
  opts: IcsCalendarOptions = {},
): string {
  const series = opts.blockSeries ?? [];
  const spans = series.map(seriesSpan);
  const starts = [...rows.map((r) => r.starts_ms), ...spans.map((s) => s[0])];
  const ends = [...rows.map((r) => r.ends_ms), ...spans.map((s) => s[1])];
  const from = starts.length ? Math.min(...starts) : ctx.now;
  const to = ends.length ? Math.max(...ends) : ctx.now;
  const calendar = ical({
    prodId: { company: 'Online booking', product: 'Calendar feed', language: 'RU' },
    method: opts.name ? null : ICalCalendarMethod.PUBLISH,
    // ical-generator writes the name as given (events' texts it escapes itself): one line, TEXT-escaped
    name: opts.name ? escape(opts.name.replace(/\p{Cc}+/gu, ' '), false) : null,
    timezone: { name: null, generator: (zone) => vtimezone(zone, from, to) },
    ttl: opts.ttlSeconds ?? null,
    x: [['X-WR-TIMEZONE', ctx.zone]],
  });
  for (const r of rows) calendar.createEvent(appointmentEvent(r, viewer, ctx));
  for (const s of series) calendar.createEvent(blockSeriesEvent(s, ctx.host, ctx.now));
  return calendar.toString();
}

// Bookings as the API answers them (src/appointments/appointments.contract.ts), for component tests.
import type { AppointmentResponse, CalendarResponse } from '@api/appointments/appointments.contract';

let nextId = 100;

/**
 * A planned one-hour haircut with master Anna in Moscow on 15.01.2030 at 10:00; override what matters. The
 * ids agree with the objects, as in the API's answers: a `service` given alone sets service_id, a
 * master_id given alone sets the master's id.
 */
export function appointment(over: Partial<AppointmentResponse> = {}): AppointmentResponse {
  const a = made(over);
  return {
    ...a,
    service_id: 'service' in over && !('service_id' in over) ? (a.service?.id ?? null) : a.service_id,
    master: 'master_id' in over && !('master' in over) ? { ...a.master, id: a.master_id } : a.master,
  };
}

function made(over: Partial<AppointmentResponse>): AppointmentResponse {
  const id = over.id ?? nextId++;
  return {
    id,
    master_id: 7,
    service_id: 3,
    organization_id: null,
    client_id: 1,
    starts_at: '2030-01-15T10:00:00+03:00',
    ends_at: '2030-01-15T11:00:00+03:00',
    time_zone: 'Europe/Moscow',
    duration_minutes: 60,
    status: 'planned',
    price: 1500,
    comment: null,
    cancelled_by: null,
    cancel_reason: null,
    cancelled_at: null,
    manual: false,
    created_at: '2029-12-01T10:00:00+03:00',
    deposit: null,
    series_id: null,
    session_id: null,
    master: {
      id: 7,
      first_name: 'Анна',
      last_name: 'Волкова',
      phone: '+79990001122',
      specialization: 'Парикмахер',
      deep_link: null,
      master_code: null,
    },
    service: { id: 3, name: 'Стрижка', duration_minutes: 60, price: 1500 },
    client: { id: 1, first_name: 'Дмитрий', last_name: 'Орлов', phone: '+79995556677' },
    organization: null,
    ...over,
  };
}

/** GET /appointments/calendar's answer holding these bookings (each master, service and organization once). */
export function calendarBody(
  from: string | null,
  to: string | null,
  timeZone: string,
  list: AppointmentResponse[],
): CalendarResponse {
  const once = <T>(items: T[], key: (x: T) => string) => [...new Map(items.map((x) => [key(x), x])).values()];
  return {
    from: from ?? '',
    to: to ?? '',
    time_zone: timeZone,
    appointments: list.map(({ master: _m, service: _s, organization: _o, ...own }) => own),
    masters: once(
      list.map((a) => ({ ...a.master, organization_id: a.organization_id })),
      (m) => `${m.id}:${m.organization_id}`,
    ),
    services: once(
      list.flatMap((a) => (a.service ? [a.service] : [])),
      (s) => String(s.id),
    ),
    organizations: once(
      list.flatMap((a) => (a.organization ? [a.organization] : [])),
      (o) => String(o.id),
    ),
  };
}

// /appointments: a booking as a client, the caller's own bookings as a client, a master's or a salon's calendar, and the changes
// (cancel, move, mark a visit, a booking staff make for a walk-in or phone client).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentListResponse,
  AppointmentResponse,
  BookingRequest,
  CalendarResponse,
  ManualBookingRequest,
  StatusRequest,
} from '@api/appointments/appointments.contract';
import type { MasterSlotsResponse } from '@api/schedules/schedules.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type AppointmentScope = 'upcoming' | 'past';

export function fetchMyAppointments(scope: AppointmentScope): Promise<AppointmentListResponse> {
  return api<AppointmentListResponse>('GET', `/appointments/my?scope=${scope}`);
}

export function useMyAppointments(scope: AppointmentScope, enabled = true) {
  return useQuery({ queryKey: queryKeys.myAppointments(scope), queryFn: () => fetchMyAppointments(scope), enabled });
}

export interface CalendarQuery {
  /** Dates 'YYYY-MM-DD' in the master's (or the organization's) zone, both included. */
  from: string;
  to: string;
  /** One master (a master's own: their own id); null = every master of the caller's organization. */
  masterId: number | null;
}

/** A calendar with each booking in full, as POST /appointments answers it (what the screens show). */
export interface AppointmentCalendar {
  from: string;
  to: string;
  time_zone: string;
  appointments: AppointmentResponse[];
}

/**
 * The calendar's bookings in full: the API lists each master (per organization), service and organization
 * once beside the bookings (a salon's week would repeat them on every row), and each booking takes its own.
 */
export function expandCalendar(c: CalendarResponse): AppointmentCalendar {
  const masters = new Map(c.masters.map(({ organization_id, ...m }) => [`${m.id}:${organization_id}`, m]));
  const services = new Map(c.services.map((s) => [s.id, s]));
  const organizations = new Map(c.organizations.map((o) => [o.id, o]));
  return {
    from: c.from,
    to: c.to,
    time_zone: c.time_zone,
    appointments: c.appointments.map((a) => ({
      ...a,
      master: masters.get(`${a.master_id}:${a.organization_id}`) ?? {
        id: a.master_id,
        first_name: '',
        last_name: null,
        phone: null,
        specialization: null,
        deep_link: null,
        master_code: null,
      },
      service: a.service_id === null ? null : (services.get(a.service_id) ?? null),
      organization: a.organization_id === null ? null : (organizations.get(a.organization_id) ?? null),
    })),
  };
}

export async function fetchCalendar(q: CalendarQuery): Promise<AppointmentCalendar> {
  const params = new URLSearchParams({ from: q.from, to: q.to });
  if (q.masterId !== null) params.set('master_id', String(q.masterId));
  return expandCalendar(await api<CalendarResponse>('GET', `/appointments/calendar?${params.toString()}`));
}

export function useAppointmentCalendar(q: CalendarQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.appointmentCalendar(q.from, q.to, q.masterId),
    queryFn: () => fetchCalendar(q),
    enabled,
    // switching weeks keeps the last week on screen until the next one is there
    placeholderData: (previous) => previous,
  });
}

/** POST /appointments: the caller books as a client (409 when the time was taken meanwhile). */
export function createAppointment(body: BookingRequest, errorDefault: string) {
  return api<AppointmentResponse>('POST', '/appointments', body, { errorDefault });
}

export function cancelAppointment(id: number, reason: string | null, errorDefault: string) {
  return api<AppointmentResponse>('POST', `/appointments/${id}/cancel`, { reason }, { errorDefault });
}

export function rescheduleAppointment(id: number, startsAt: string, errorDefault: string) {
  return api<AppointmentResponse>('POST', `/appointments/${id}/reschedule`, { starts_at: startsAt }, { errorDefault });
}

export function setAppointmentStatus(id: number, status: StatusRequest['status'], errorDefault: string) {
  return api<AppointmentResponse>('POST', `/appointments/${id}/status`, { status }, { errorDefault });
}

/** The business marks a paid deposit: returned to the client (`refunded`) or kept (`retain`). */
export function markDeposit(id: number, mark: 'refunded' | 'retain', errorDefault: string) {
  return api<AppointmentResponse>('POST', `/appointments/${id}/deposit/${mark}`, undefined, { errorDefault });
}

export function createManualAppointment(body: ManualBookingRequest, errorDefault: string) {
  return api<AppointmentResponse>('POST', '/appointments/manual', body, { errorDefault });
}

/** After any change: every booking list, and the counters of the dashboard and statistics. */
export function useRefreshAppointments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
    ]);
  }, [queryClient]);
}

/**
 * Free times of a master for a service on from..to: `path` is a public slots route
 * ('/public/master/{deepLink}/slots' or '/public/organization-master/{code}/slots'); null asks nothing.
 */
export function useRescheduleSlots(path: string | null, serviceId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.rescheduleSlots(path ?? '', serviceId ?? 0, from, to),
    queryFn: () =>
      api<MasterSlotsResponse>(
        'GET',
        `${path}?${new URLSearchParams({ service_id: String(serviceId), from, to }).toString()}`,
        undefined,
        // a missing route or link falls back to typing the time: nothing to report
        { silent: true },
      ),
    enabled: path !== null && serviceId !== null,
    retry: false,
  });
}

// What a booking's status shows, and which actions it still allows.
import type { AppointmentResponse, AppointmentStatus } from '@api/appointments/appointments.contract';

/** The spec's rule (completed, cancelled, otherwise planned); confirmed and no_show have their own labels. */
export function shownStatus(status: AppointmentStatus): AppointmentStatus {
  return status === 'planned' ? 'planned' : status;
}

export const STATUS_COLOR: Record<AppointmentStatus, 'primary' | 'success' | 'default' | 'warning' | 'danger'> = {
  planned: 'primary',
  confirmed: 'primary',
  completed: 'success',
  no_show: 'warning',
  cancelled: 'default',
  awaiting_payment: 'warning',
  expired: 'default',
  payment_conflict: 'danger',
};

/** Still going to happen (or happening): planned or confirmed. */
export function isLive(a: Pick<AppointmentResponse, 'status'>): boolean {
  return a.status === 'planned' || a.status === 'confirmed';
}

/** Staff mark the visit (completed / no-show) once it has started. */
export function canMarkVisit(a: Pick<AppointmentResponse, 'status' | 'starts_at'>, now: number): boolean {
  return isLive(a) && Date.parse(a.starts_at) <= now;
}

/** Cancelling and moving end at the start (a client's cutoff comes earlier; the server says so). */
export function canChange(a: Pick<AppointmentResponse, 'status' | 'starts_at'>, now: number): boolean {
  return isLive(a) && Date.parse(a.starts_at) > now;
}

export function personName(p: { first_name: string | null; last_name: string | null } | null | undefined): string {
  return [p?.first_name, p?.last_name].filter(Boolean).join(' ');
}

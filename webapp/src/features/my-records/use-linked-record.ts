// A client's notice opens one of their bookings: /my-records?appointment=42 (&action=reschedule). It is looked
// for among the upcoming ones first, then in the history.
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useMyAppointments, type AppointmentScope } from '../../api/appointments';

export type LinkedRecord =
  | { state: 'none' | 'searching' | 'missing' }
  | { state: 'found'; scope: AppointmentScope; appointment: AppointmentResponse };

export function useLinkedRecord(id: number | null): LinkedRecord {
  const upcoming = useMyAppointments('upcoming', id !== null);
  const ahead = upcoming.data?.appointments.find((a) => a.id === id) ?? null;
  const past = useMyAppointments('past', id !== null && upcoming.isSuccess && ahead === null);
  const before = past.data?.appointments.find((a) => a.id === id) ?? null;
  if (id === null) return { state: 'none' };
  if (ahead) return { state: 'found', scope: 'upcoming', appointment: ahead };
  if (before) return { state: 'found', scope: 'past', appointment: before };
  if (upcoming.isError || past.isError || past.isSuccess) return { state: 'missing' };
  return { state: 'searching' };
}

// Bookings as the API answers them (src/appointments/appointments.contract.ts), for component tests.
import type { AppointmentResponse } from '@api/appointments/appointments.contract';

let nextId = 100;

/** A planned one-hour haircut with master Anna in Moscow on 15.01.2030 at 10:00; override what matters. */
export function appointment(over: Partial<AppointmentResponse> = {}): AppointmentResponse {
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
    master: { id: 7, first_name: 'Анна', last_name: 'Волкова', phone: '+79990001122', specialization: 'Парикмахер' },
    service: { id: 3, name: 'Стрижка', duration_minutes: 60, price: 1500 },
    client: { id: 1, first_name: 'Дмитрий', last_name: 'Орлов', phone: '+79995556677' },
    organization: null,
    ...over,
  };
}

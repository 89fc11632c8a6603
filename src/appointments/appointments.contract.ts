/**
 * Shapes of the booking routes; the mini app imports them with `import type`. Instants are
 * ISO 8601 with the master's offset ('2026-12-01T09:00:00+03:00', src/time-core/zone.ts formatInstant);
 * `time_zone` on each appointment names that zone. Prices are roubles as numbers, frozen at booking time.
 */

/**
 * `awaiting_payment`: a booking of a service with a deposit, holding its time until `payment.hold_until`;
 * `expired`: it was not paid in time (holds nothing; only its client sees it); `payment_conflict`: paid, but
 * its time was taken meanwhile (holds nothing; the deposit moves to the time the client picks next).
 */
export type AppointmentStatus =
  'planned' | 'confirmed' | 'completed' | 'no_show' | 'cancelled' | 'awaiting_payment' | 'expired' | 'payment_conflict';
export type CancelledBy = 'client' | 'master' | 'organization';

/** Where a booking's deposit stands (src/deposits takes and marks it; the booking shows it). */
export type DepositStatus = 'awaiting' | 'paid' | 'refund_due' | 'refunded' | 'retained';

/** A booking's deposit (AppointmentResponse.deposit). */
export interface AppointmentDeposit {
  amount: number;
  status: DepositStatus;
}

/** How a booking that waits for its deposit is paid (AppointmentResponse.payment while `awaiting_payment`). */
export interface BookingPayment {
  amount: number;
  currency: 'RUB';
  /** Telegram's invoice link (createInvoiceLink); the mini app opens it with Telegram.WebApp.openInvoice. */
  invoice_url: string | null;
  /** Until then the time is held for the client; then the booking expires and the time is free. */
  hold_until: string;
  /** The master's cutoff: cancelled at least this many hours before the start, the deposit is returned. */
  cancel_cutoff_hours: number;
}

/** POST /api/appointments: the caller books a time as a client (a seat of a group session: SeatBookingRequest). */
export interface BookingRequest {
  /** The `id` of the public master (or organization-master) page: the master's user id. */
  master_id: number;
  service_id: number;
  /** One of the offered slots (GET …/slots), e.g. '2026-12-01T09:00:00+03:00'. */
  starts_at: string;
  comment?: string | null;
  /** Any text up to 100 characters; a retry with the same key answers the first booking again. */
  idempotency_key?: string | null;
}

/**
 * POST /api/appointments { session_id }: a seat of a group session (GET /api/public/…/sessions); its master,
 * service and times are the session's. 409 session_full when none is left, session_seat_held for a second one.
 */
export interface SeatBookingRequest {
  session_id: number;
  comment?: string | null;
  idempotency_key?: string | null;
}

/** POST /api/appointments/manual: a master, owner or admin books a walk-in or phone client. */
export interface ManualBookingRequest {
  master_id: number;
  service_id: number;
  /** Any instant (off-grid allowed), from one day in the past; never overlapping another booking. */
  starts_at: string;
  client_name: string;
  client_phone: string;
  comment?: string | null;
}

export interface CancelRequest {
  reason?: string | null;
}

export interface RescheduleRequest {
  starts_at: string;
}

export interface StatusRequest {
  status: 'completed' | 'no_show';
}

export interface AppointmentMaster {
  id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  specialization: string | null;
  /** An independent master's public link (/master/{deep_link}) for a booking outside an organization, else null. */
  deep_link: string | null;
  /** The organization master's code (/organization-master/{master_code}) for a booking in an organization, else null. */
  master_code: string | null;
}

/** The service as it is now; null when it was deleted since (the booking keeps its price and times). */
export interface AppointmentService {
  id: number;
  name: string;
  duration_minutes: number | null;
  price: number | null;
}

/** The registered client, or the name and phone staff typed for a manual booking (id null). */
export interface AppointmentClient {
  id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

export interface AppointmentOrganization {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
}

export interface AppointmentResponse {
  id: number;
  master_id: number;
  service_id: number | null;
  organization_id: number | null;
  client_id: number | null;
  starts_at: string;
  ends_at: string;
  /** The master's IANA zone the instants are written in. */
  time_zone: string;
  /** ends_at - starts_at. */
  duration_minutes: number;
  status: AppointmentStatus;
  /** Roubles, frozen at booking time; null when the service had no price. */
  price: number | null;
  comment: string | null;
  cancelled_by: CancelledBy | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  /** true for bookings staff made (POST /manual). */
  manual: boolean;
  created_at: string;
  master: AppointmentMaster;
  service: AppointmentService | null;
  client: AppointmentClient;
  organization: AppointmentOrganization | null;
  /** The booking's deposit and where it stands; null when its service asked for none. */
  deposit: AppointmentDeposit | null;
  /** Only while `awaiting_payment`: how to pay (the invoice) and until when the time is held. */
  payment?: BookingPayment;
  /** The repeating visits (POST /appointments/series) it is one of, else null. */
  series_id: number | null;
  /** The group session (src/sessions) this booking is a seat of, else null. */
  session_id: number | null;
}

/** GET /api/appointments/my and /calendar. */
export interface AppointmentListResponse {
  appointments: AppointmentResponse[];
}

/**
 * One booking of a calendar: an AppointmentResponse without its master, service and organization, which
 * the calendar lists once each beside the bookings (a salon's week repeats them on every row otherwise).
 */
export type CalendarAppointment = Omit<AppointmentResponse, 'master' | 'service' | 'organization'>;

/**
 * A master as the bookings of one organization show them (`organization_id`; null: the master's own
 * bookings, outside any organization): the `master` of an AppointmentResponse with that
 * `master_id` and `organization_id`.
 */
export interface CalendarMaster extends AppointmentMaster {
  organization_id: number | null;
}

/**
 * GET /api/appointments/calendar: the bookings plus what they cover. Each booking's full answer (as
 * POST /appointments gives it) is the booking with `master` the entry of `masters` with its master_id
 * and organization_id, `service` the entry of `services` with its service_id (null when none), and
 * `organization` the entry of `organizations` with its organization_id (null when none).
 */
export interface CalendarResponse {
  from: string;
  to: string;
  /** The zone `from` and `to` are read in: the master's, or the organization's for a salon view. */
  time_zone: string;
  appointments: CalendarAppointment[];
  masters: CalendarMaster[];
  services: AppointmentService[];
  organizations: AppointmentOrganization[];
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { addDays, dateOfDay } from '../time-core/calendar-date';
import { zonedDate } from '../time-core/zone';
import { DEFAULT_TIME_ZONE } from '../access/master-access';
import { MasterBundle, masterDays } from '../schedules/master-days';
import { BOOKING_CONTEXT_SQL } from './booking.sql';

const DAY = 86_400_000;
/** Day numbers the load reads around (1970-01-01 .. 2999-12-31): an absurd start is never offered anyway. */
const FIRST_DAY = 0;
const LAST_DAY = 376_199;

/** Someone the outbox can reach: their user id and Telegram chat. */
export interface Recipient {
  user_id: number;
  chat_id: number;
}

/** One row of BOOKING_CONTEXT_SQL: a master, a service, and the working time around one start. */
export interface BookingContext extends MasterBundle {
  master_id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  telegram_id: number;
  specialization: string | null;
  /** The master's own address (their profile). */
  address: string | null;
  /** An independent master with a public link, or an unblocked master of an organization with an unblocked owner. */
  is_master: boolean;
  service: {
    id: number;
    name: string;
    duration_minutes: number | null;
    price: number | null;
    /** The deposit it asks for (src/deposits). */
    deposit_type: 'fixed' | 'percent' | null;
    deposit_value: number | null;
    /** Seats of one session: more than 1 for a group service, booked only by its sessions. */
    capacity: number | null;
    min_participants: number | null;
    min_check_hours: number;
  } | null;
  /** The service is this master's own, or their organization's and assigned to them. */
  service_ok: boolean;
  organization: { id: number; name: string; address: string | null; phone: string | null; time_zone: string } | null;
  /** The caller owns the service's organization or is an unblocked admin there. */
  caller_manages: boolean | null;
  /** The organization's owner and unblocked admins (told about new bookings). */
  staff: Recipient[];
  cancel_cutoff_hours: number;
  buffer_minutes: number;
}

/** Offered: book it. Taken: offered but for someone else's booking (409). Unavailable: never offered (422). */
export type SlotVerdict = 'offered' | 'taken' | 'unavailable';

/** Staff may book (or move) by hand from a day before now (recording a visit) to a year ahead. */
export const MANUAL_PAST_LIMIT_MS = DAY;
export const MANUAL_FUTURE_LIMIT_MS = 366 * DAY;

/** A service without a duration lasts an hour (as the slot reads count it). */
export const DEFAULT_DURATION_MINUTES = 60;

/** A group service: more than one client at a time, booked only by the seats of its sessions (src/sessions). */
export const isGroupService = (capacity: number | null | undefined): boolean => (capacity ?? 1) > 1;

@Injectable()
export class BookingContexts {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The master, the service and everything around `startMs` in one statement: overrides of the dates two
   * days either side (zones reach ±14 h; an overnight interval of the day before can hold the start),
   * blocks and busy ranges of three days either side. `excludeId` leaves an appointment out (its move).
   * Inside a transaction pass its manager `m` (the read then sees the transaction's own changes).
   */
  async load(
    masterId: number,
    serviceId: number,
    startMs: number,
    callerId: number,
    excludeId = 0,
    m?: EntityManager,
  ): Promise<BookingContext | null> {
    const day = Math.min(Math.max(Math.floor(startMs / DAY), FIRST_DAY), LAST_DAY);
    const params = [
      masterId,
      serviceId,
      dateOfDay(day - 2),
      dateOfDay(day + 2),
      (day - 3) * DAY,
      (day + 4) * DAY,
      excludeId,
      callerId,
    ];
    const [row]: BookingContext[] = m
      ? await m.query(BOOKING_CONTEXT_SQL, params)
      : await preparedQuery<BookingContext>(this.db, BOOKING_CONTEXT_SQL, params);
    return row ?? null;
  }
}

/** The zone a master's instants are written in: the schedule's, else the organization's, else Moscow. */
export function contextZone(ctx: BookingContext): string {
  return ctx.schedule?.time_zone ?? ctx.organization?.time_zone ?? DEFAULT_TIME_ZONE;
}

/**
 * Whether `startMs` is an offered slot for `durationMinutes` (a booking takes only a time the pages offer): the slots
 * of the start's date and of the date before (an overnight interval belongs to the date it starts on) must list it.
 * When they do not, the same question without appointments (blocks still count) tells a time someone took (409) from
 * a time that is never bookable (422: outside hours, past, beyond the horizon, off-grid).
 */
export function judgeStart(ctx: BookingContext, startMs: number, durationMinutes: number, now: number): SlotVerdict {
  if (!ctx.schedule) return 'unavailable';
  // never offered: before now (give or take a zone's day) or past any horizon (at most 365 days)
  if (startMs < now - 2 * DAY || startMs > now + (ctx.schedule.horizon_days + 2) * DAY) return 'unavailable';
  const date = zonedDate(startMs, ctx.schedule.time_zone);
  const offers = (bundle: MasterBundle) =>
    masterDays(bundle, durationMinutes, addDays(date, -1), date, now).some((d) => d.slots.includes(startMs));
  if (offers(ctx)) return 'offered';
  return offers({ ...ctx, busy: [] }) ? 'taken' : 'unavailable';
}

/** Whole minutes of an appointment, at least one (a stored length is kept on a move). */
export function minutesBetween(startMs: number, endMs: number): number {
  return Math.max(1, Math.ceil((endMs - startMs) / 60_000));
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { managesOrganization, mastersBooking } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { sqlState } from '../database/sql-state';
import { PlanLimitsService } from '../billing/plan-limits.service';
import { recordsCheckSql } from '../billing/plan-records.sql';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { CLOCK, Clock } from '../common/clock';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { APPOINTMENT_SELECT, AppointmentRow, toAppointmentResponse } from './appointment.mapper';
import { AppointmentEvents, type FreedTime } from './appointment-events';
import { appointmentById, inBookingTransaction, slotTaken } from './appointment-store';
import type { AppointmentResponse, CancelledBy } from './appointments.contract';
import { BookingContexts, type Recipient, judgeStart, MANUAL_FUTURE_LIMIT_MS, minutesBetween } from './booking-context';
import { bookingDrafts, clientOf, masterOf, noticeOf, type Addressee } from './booking-notices';
import { STAFF_JSON } from './booking.sql';
import type { CancelDto, RescheduleDto, StatusDto } from './dto/appointment.dto';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** An appointment as one caller sees it: their relation to it and the master's rules. */
interface ChangeRow extends AppointmentRow {
  is_client: boolean;
  /** The caller is its master, and (in an organization) still an unblocked master there. */
  is_master: boolean;
  /** The caller owns the appointment's organization or is an unblocked admin there. */
  is_staff: boolean;
  /** Its master still serves it (theirs, or their organization's while they are a master there). */
  master_serves: boolean;
  cancel_cutoff_hours: number;
  /** The organization's owner and admins (the master's side of its bookings). */
  staff: Recipient[];
}

/** «Приду» under a reminder: the booking as it is now, and whether this tap confirmed it. */
export interface VisitConfirmation {
  appointment: AppointmentResponse;
  changed: boolean;
}

const CHANGE_SQL = `${APPOINTMENT_SELECT(
  'appointments',
  `, COALESCE(a.client_id = $2, false) AS is_client, ${mastersBooking('a', '$2')} AS is_master,
     COALESCE(${managesOrganization('o', '$2')}, false) AS is_staff,
     ${mastersBooking('a', 'a.master_id')} AS master_serves,
     COALESCE(ms.cancel_cutoff_hours, 3) AS cancel_cutoff_hours, ${STAFF_JSON('o')} AS staff`,
)} WHERE a.id = $1`;

const LIVE = `status IN ('planned', 'confirmed')`;

const CANCEL_SQL = `
  WITH a AS (
    UPDATE appointments SET status = 'cancelled', cancelled_by = $2, cancel_reason = $3, cancelled_at = $4,
                            updated_at = $4
     WHERE id = $1 AND ${LIVE} RETURNING *)
  ${APPOINTMENT_SELECT('a')}`;

// One UPDATE moves the whole range: the no-overlap constraint checks the new range against every other
// live booking (never against this row's old range), so the old time is freed exactly when the new one
// is taken. `starts_at = $6` keeps a move from overwriting a change that came in between. A move into
// another month makes a record there: that month is held to the plan ($7 zone, $8 limit) as a booking is.
const MOVE_SQL = `
  WITH a AS (
    UPDATE appointments SET starts_at = $2, ends_at = $3, occupied_until = $4, updated_at = $5
     WHERE id = $1 AND ${LIVE} AND starts_at = $6
       AND ${recordsCheckSql({ organization: 'organization_id', master: 'master_id', start: '$2', zone: '$7', limit: '$8', moved: 'id' })}
    RETURNING *)
  ${APPOINTMENT_SELECT('a')}`;

const CONFIRM_SQL = `
  WITH a AS (UPDATE appointments SET status = 'confirmed', updated_at = $2
              WHERE id = $1 AND status = 'planned' AND starts_at > $2 RETURNING *)
  ${APPOINTMENT_SELECT('a')}`;

const STATUS_SQL = `
  WITH a AS (UPDATE appointments SET status = $2, updated_at = $3 WHERE id = $1 AND ${LIVE} RETURNING *)
  ${APPOINTMENT_SELECT('a')}`;

/**
 * Changes to an existing booking. The client may cancel or move until the master's cutoff; the master and
 * the organization's owner and admins until the start; marking completed or no-show is staff's, after the
 * start. Someone with no relation to the booking gets 404 (its existence is not revealed).
 */
@Injectable()
export class AppointmentChangesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contexts: BookingContexts,
    private readonly notifications: NotificationsService,
    private readonly events: AppointmentEvents,
    private readonly plans: PlanLimitsService,
  ) {}

  /** `asClient`: the reminder's «Отменить», where only the booking's client may act, and as the client. */
  async cancel(user: User, id: number, dto: CancelDto, asClient = false): Promise<AppointmentResponse> {
    const now = this.clock.now();
    const a = await this.load(id, user, asClient);
    const role = asClient ? 'client' : roleOf(a);
    assertLive(a);
    assertChangeable(a, role, now);
    return this.write(
      CANCEL_SQL,
      [id, role, dto.reason ?? null, sqlInstant(now)],
      (row) =>
        bookingDrafts('appointment_cancelled', row, otherSide(row, role, a), user.id, {
          cancelled_by: role,
          reason: row.cancel_reason,
        }),
      (row) => freedBy(row, row.starts_ms, row.ends_ms),
    );
  }

  async reschedule(user: User, id: number, dto: RescheduleDto): Promise<AppointmentResponse> {
    const now = this.clock.now();
    const a = await this.load(id, user);
    const role = roleOf(a);
    assertLive(a);
    assertChangeable(a, role, now);
    const startMs = Date.parse(dto.starts_at);
    if (startMs === a.starts_ms) throw new DomainError('same_time');
    const duration = minutesBetween(a.starts_ms, a.ends_ms);
    // a visit moved into the past would read as one that took place (marked, reviewed) without being booked
    // for it: nobody moves there, staff included (a manual booking may still record a past walk-in)
    if (startMs < now) throw new DomainError('move_into_past');
    const ctx = await this.contexts.load(a.master_id, a.service_id ?? 0, startMs, user.id, a.id);
    if (role === 'client') {
      // the client moves to an offered slot only, as when booking (its own time counts as free)
      const verdict = ctx ? judgeStart(ctx, startMs, duration, now) : 'unavailable';
      if (verdict === 'taken') throw slotTaken();
      if (verdict === 'unavailable') throw new DomainError('slot_unavailable');
    } else {
      // staff move as they book by hand: any time of day ahead, never overlapping
      if (startMs > now + MANUAL_FUTURE_LIMIT_MS) throw new DomainError('manual_too_late');
    }
    const endMs = startMs + duration * MINUTE;
    const occupiedUntil = endMs + (ctx?.buffer_minutes ?? 0) * MINUTE;
    const oldStartsAt = formatInstant(a.starts_ms, a.time_zone);
    // the client is refused as online booking is (409, the phone), staff as a manual booking (422, the plan)
    const business = { organizationId: a.organization_id, masterId: a.master_id };
    const records = await this.plans.recordsQuota(business, role === 'client');
    const params = [id, sqlInstant(startMs), sqlInstant(endMs), sqlInstant(occupiedUntil), sqlInstant(now)];
    try {
      const moved = await this.write(
        MOVE_SQL,
        [...params, sqlInstant(a.starts_ms), records.zone, records.limit],
        (row) =>
          bookingDrafts('appointment_rescheduled', row, otherSide(row, role, a), user.id, {
            moved_by: role,
            old_starts_at: oldStartsAt,
          }),
        (row) => freedBy(row, a.starts_ms, a.ends_ms),
      );
      await this.plans.afterBooked(business, startMs, records);
      return moved;
    } catch (e) {
      if (sqlState(e) === 'BL002') throw records.refusal();
      throw e;
    }
  }

  async setStatus(user: User, id: number, dto: StatusDto): Promise<AppointmentResponse> {
    const now = this.clock.now();
    const a = await this.load(id, user);
    if (!a.is_master && !a.is_staff) throw new DomainError('forbidden');
    assertLive(a);
    if (now < a.starts_ms) throw new DomainError('visit_not_started');
    // a no-show mark is told in its transaction: a review of the visit goes to moderation with it
    const noShow =
      dto.status === 'no_show'
        ? (m: EntityManager, row: AppointmentRow) =>
            this.events.markedNoShow(m, { appointmentId: row.id, markedBy: user.id, atMs: now })
        : undefined;
    return this.write(STATUS_SQL, [id, dto.status, sqlInstant(now)], () => [], undefined, noShow);
  }

  /**
   * The reminder's «Приду»: the booking's client says they will come (planned -> confirmed, until the start).
   * Only the first tap changes it and tells the master; a later one answers `changed: false`.
   */
  async confirmVisit(user: User, id: number): Promise<VisitConfirmation> {
    const now = this.clock.now();
    const a = await this.load(id, user, true);
    assertLive(a);
    if (now >= a.starts_ms) throw new DomainError('appointment_started');
    if (a.status === 'confirmed') return { appointment: toAppointmentResponse(a), changed: false };
    const row = await inBookingTransaction(this.db, async (m: EntityManager) => {
      const [updated]: AppointmentRow[] = await m.query(CONFIRM_SQL, [id, sqlInstant(now)]);
      if (!updated) return null;
      // a master who left the organization is not told: its owner and admins are, the booking is theirs
      const told = a.master_serves ? [masterOf(updated)] : a.staff;
      const payload = noticeOf(updated, 'master');
      const kind = 'appointment_confirmed_by_client' as const;
      await this.notifications.enqueue(
        told.map((r) => ({ chatId: r.chat_id, userId: r.user_id, kind, payload })),
        m,
      );
      return updated;
    });
    if (row) return { appointment: toAppointmentResponse(row), changed: true };
    // someone (a second tap, another instance) confirmed or changed it meanwhile: answer as it is now
    const again = await this.load(id, user, true);
    assertLive(again);
    if (again.status !== 'confirmed') throw new DomainError('appointment_changed');
    return { appointment: toAppointmentResponse(again), changed: false };
  }

  /** The appointment if the caller is its client, its master, or runs its organization (only its client
   *  with `clientOnly`); else 404. */
  private async load(id: number, user: User, clientOnly = false): Promise<ChangeRow> {
    const [row] = await preparedQuery<ChangeRow>(this.db, CHANGE_SQL, [id, user.id]);
    if (!row || !(clientOnly ? row.is_client : row.is_client || row.is_master || row.is_staff)) {
      throw new DomainError('appointment_not_found');
    }
    return row;
  }

  /** One conditional UPDATE and its notices in one transaction; no row updated: it changed meanwhile.
   *  `freed`: the time the change gave back, told to listeners (the waitlist) in the same transaction;
   *  `after`: anything else the change tells in it. */
  private async write(
    sql: string,
    params: unknown[],
    drafts: (row: AppointmentRow) => NotificationDraft[],
    freed?: (row: AppointmentRow) => FreedTime,
    after?: (m: EntityManager, row: AppointmentRow) => Promise<void>,
  ): Promise<AppointmentResponse> {
    const row = await inBookingTransaction(this.db, async (m: EntityManager) => {
      const [updated]: AppointmentRow[] = await m.query(sql, params);
      if (!updated) return null;
      await this.notifications.enqueue(drafts(updated), m);
      if (freed) await this.events.timeFreed(m, freed(updated));
      if (after) await after(m, updated);
      return updated;
    });
    if (!row) throw new DomainError('appointment_changed');
    // a deposit follows its booking's status by a trigger, which the statement's own answer cannot see
    if (row.d_status !== null) return toAppointmentResponse((await appointmentById(this.db, row.id)) ?? row);
    return toAppointmentResponse(row);
  }
}

const freedBy = (row: AppointmentRow, startMs: number, endMs: number): FreedTime => ({
  masterId: row.master_id,
  appointmentId: row.id,
  startMs,
  endMs,
  sessionId: row.session_id ?? null,
});

/** How the caller acts: as the master, as the organization (owner, admin), else as the client. */
function roleOf(a: ChangeRow): CancelledBy {
  if (a.is_master) return 'master';
  if (a.is_staff) return 'organization';
  return 'client';
}

/** Cancelled, completed and no-show bookings stay as they are. */
function assertLive(a: ChangeRow): void {
  if (a.status === 'cancelled') throw new DomainError('appointment_cancelled');
  if (a.status === 'completed' || a.status === 'no_show') throw new DomainError('appointment_finished');
}

/** Staff until the start; the client until the master's cutoff before it (then: whom to call). */
function assertChangeable(a: ChangeRow, role: CancelledBy, now: number): void {
  if (role !== 'client') {
    if (now >= a.starts_ms) throw new DomainError('appointment_started');
    return;
  }
  if (now >= a.starts_ms - a.cancel_cutoff_hours * HOUR) {
    throw new DomainError('cancel_cutoff_passed', { hours: a.cancel_cutoff_hours, phone: a.m_phone ?? a.o_phone });
  }
}

/** Who hears of a change: the master's side (the master, an organization's owner and admins) when the
 *  client made it; the client and the rest of the master's side otherwise (the actor is never told). A
 *  master who left the organization is no longer its side: the booking and its client stay the salon's. */
function otherSide(row: AppointmentRow, role: CancelledBy, a: ChangeRow): Addressee[] {
  const master = a.master_serves ? [masterOf(row)] : [];
  const masterSide: Addressee[] = [...master, ...a.staff.map((s): Addressee => ({ ...s, to: 'master' }))];
  // a seat of a group session: the master's side hears of it in the session's summary (src/sessions)
  if (role === 'client' && row.session_id != null) return [];
  return role === 'client' ? masterSide : [...clientOf(row), ...masterSide];
}

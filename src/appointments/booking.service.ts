import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { normalizePhone } from '../common/validators/phone';
import { CLOCK, Clock } from '../common/clock';
import type { User } from '../users/entities/user.entity';
import { toAppointmentResponse, type AppointmentRow } from './appointment.mapper';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { type BookingBusiness, PlanLimitsService, type RecordsQuota } from '../billing/plan-limits.service';
import { depositAnswer, expireHoldsOfMaster } from './appointment-holds';
import { appointmentByKey, type BookingQuota, NO_QUOTA, slotTaken, type NewAppointment } from './appointment-store';
import type { AppointmentResponse } from './appointments.contract';
import {
  BookingContext,
  BookingContexts,
  DEFAULT_DURATION_MINUTES,
  isGroupService,
  judgeStart,
  MANUAL_FUTURE_LIMIT_MS,
  MANUAL_PAST_LIMIT_MS,
  type Recipient,
} from './booking-context';
import { bookingDrafts, clientConfirmation, masterOf, type Addressee } from './booking-notices';
import { bookingPreview } from './booking-preview';
import { assertSameRequest } from './idempotency-keys';
import type { BookingDto, ManualBookingDto } from './dto/appointment.dto';
import { BOOKING_DEPOSITS, type BookingDeposit, type BookingDeposits } from './booking-deposit.port';
import { BookingInserts } from './booking-insert';
import { SEAT_SESSIONS, type SeatSessions } from './seat-session.port';
import { bookSeat } from './seat-booking';

type TimeBookingDto = BookingDto & { master_id: number; service_id: number; starts_at: string };

const MINUTE = 60_000;

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/**
 * New bookings: a client takes an offered slot (POST /appointments), or a master, owner or admin books a
 * walk-in or phone client (POST /appointments/manual). The database's no-overlap constraint decides every
 * race: the slot check before the insert only picks the answer (409 or 422) for the common case.
 */
@Injectable()
export class BookingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contexts: BookingContexts,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly plans: PlanLimitsService,
    private readonly inserts: BookingInserts,
    @Inject(BOOKING_DEPOSITS) private readonly deposits: BookingDeposits,
    @Inject(SEAT_SESSIONS) private readonly sessions: SeatSessions,
  ) {
    this.quota = { perMaster: config.bookingsPerMasterMax, perClient: config.bookingsPerClientMax };
  }

  /** What one client may hold: a client's booking counts against it, staff's manual one does not. */
  private readonly quota: BookingQuota;

  async book(user: User, dto: BookingDto): Promise<AppointmentResponse> {
    const key = dto.idempotency_key ?? null;
    if (dto.session_id !== undefined) {
      const deps = {
        db: this.db,
        contexts: this.contexts,
        plans: this.plans,
        inserts: this.inserts,
        deposits: this.deposits,
        sessions: this.sessions,
        quota: this.quota,
      };
      return toAppointmentResponse(
        await bookSeat(deps, user, dto.session_id, key, dto.comment ?? null, this.clock.now()),
      );
    }
    return this.bookTime(user, dto as TimeBookingDto, key);
  }

  /** A time of the master's (master_id, service_id and starts_at, present when session_id is not). */
  private async bookTime(user: User, dto: TimeBookingDto, key: string | null): Promise<AppointmentResponse> {
    // a retry answers the first booking (before the slot check, which would now see the time taken)
    const first = key ? await appointmentByKey(this.db, user.id, key) : null;
    if (first) return toAppointmentResponse(assertSameRequest(first, dto));

    const startMs = Date.parse(dto.starts_at);
    const now = this.clock.now();
    // an unpaid hold whose time is up gives it back before this booking is judged (the job would, a little later)
    if (this.deposits.enabled) await expireHoldsOfMaster(this.db, dto.master_id, now);
    const { ctx, service } = bookable(await this.contexts.load(dto.master_id, dto.service_id, startMs, user.id));
    if (ctx.master_id === user.id) throw new DomainError('self_booking');
    // a group service is booked by the seats of its sessions only
    if (isGroupService(service.capacity)) throw new DomainError('session_required');
    const phone = user.phone ? (normalizePhone(user.phone) ?? user.phone) : null;
    if (!phone) throw new DomainError('phone_required');

    const duration = service.duration_minutes ?? DEFAULT_DURATION_MINUTES;
    const verdict = judgeStart(ctx, startMs, duration, now);
    if (verdict !== 'offered') {
      const raced = key ? await appointmentByKey(this.db, user.id, key) : null;
      if (raced) return toAppointmentResponse(assertSameRequest(raced, dto));
      throw verdict === 'taken' ? slotTaken() : new DomainError('slot_unavailable');
    }

    const values: NewAppointment = {
      masterId: ctx.master_id,
      clientId: user.id,
      organizationId: ctx.organization?.id ?? null,
      serviceId: service.id,
      clientName: fullName(user),
      clientPhone: phone,
      startMs,
      endMs: startMs + duration * MINUTE,
      occupiedUntilMs: startMs + (duration + ctx.buffer_minutes) * MINUTE,
      price: service.price,
      comment: dto.comment ?? null,
      createdBy: user.id,
      idempotencyKey: key,
    };
    const records = await this.plans.recordsQuota(businessOf(ctx), true);
    const deposit = await this.deposits.forBooking(user.id, service, now);
    const row = await this.insert(values, ctx, user, now, this.quota, records, deposit);
    if (row) {
      await this.plans.afterBooked(businessOf(ctx), startMs, records);
      return toAppointmentResponse(deposit ? await depositAnswer(this.db, this.deposits, row) : row);
    }
    // nothing inserted: a twin request with this key won (answer its booking), or someone holds the time
    const winner = key ? await appointmentByKey(this.db, user.id, key) : null;
    if (!winner) throw slotTaken();
    return toAppointmentResponse(assertSameRequest(winner, dto));
  }

  async manual(user: User, dto: ManualBookingDto): Promise<AppointmentResponse> {
    const startMs = Date.parse(dto.starts_at);
    const now = this.clock.now();
    const loaded = await this.contexts.load(dto.master_id, dto.service_id, startMs, user.id);
    // only the master themself, or the owner or an admin of the organization the service belongs to
    if (!loaded || !(loaded.master_id === user.id || loaded.caller_manages)) {
      throw new DomainError('forbidden');
    }
    const { ctx, service } = bookable(loaded);
    if (startMs < now - MANUAL_PAST_LIMIT_MS) throw new DomainError('manual_too_early');
    if (startMs > now + MANUAL_FUTURE_LIMIT_MS) throw new DomainError('manual_too_late');

    const duration = service.duration_minutes ?? DEFAULT_DURATION_MINUTES;
    const records = await this.plans.recordsQuota(businessOf(ctx), false);
    const row = await this.insert(
      {
        masterId: ctx.master_id,
        clientId: null,
        organizationId: ctx.organization?.id ?? null,
        serviceId: service.id,
        clientName: dto.client_name,
        clientPhone: normalizePhone(dto.client_phone) ?? dto.client_phone,
        startMs,
        endMs: startMs + duration * MINUTE,
        occupiedUntilMs: startMs + (duration + ctx.buffer_minutes) * MINUTE,
        price: service.price,
        comment: dto.comment ?? null,
        createdBy: user.id,
        idempotencyKey: null,
      },
      ctx,
      null,
      now,
      NO_QUOTA,
      records,
    );
    if (!row) throw slotTaken();
    await this.plans.afterBooked(businessOf(ctx), startMs, records);
    return toAppointmentResponse(row);
  }

  /**
   * The row and its notices in one statement: the master (and the organization's staff) hear of it once,
   * or nobody does; a registered client (`client`, null for a manual booking) gets their confirmation.
   * The notices are written before the insert from the row the booking will be (bookingPreview). The
   * row's reminders are planned by the database (migration 1763940000000) from its created_at, `now`. The
   * same statement holds the client to `quota` (422 past it) and the business to its plan's `records`.
   */
  private insert(
    values: NewAppointment,
    ctx: BookingContext,
    client: User | null,
    now: number,
    quota: BookingQuota,
    records: RecordsQuota,
    deposit: BookingDeposit | null = null,
  ): Promise<AppointmentRow | null> {
    const row = bookingPreview(ctx, values, client, now);
    const drafts = bookingDrafts('appointment_booked', row, [masterOf(row), ...staffOf(ctx)], values.createdBy, {
      comment: row.comment,
      manual: row.client_id === null,
    });
    const notices = [...drafts, ...clientConfirmation(row)];
    // a hold's notices wait with its deposit until it is paid; a booking the paid deposit moves to is heard of now
    const held = deposit ? { hold: { ...deposit.hold, notices }, movesDepositOf: deposit.movesDepositOf } : {};
    return this.inserts.insert({ ...values, ...held }, notices, now, quota, records);
  }
}

/** Whose records a booking counts against: the organization's, else the independent master's. */
const businessOf = (ctx: BookingContext): BookingBusiness => ({
  organizationId: ctx.organization?.id ?? null,
  masterId: ctx.master_id,
});

/** The organization's owner and admins, told as the master's side. */
const staffOf = (ctx: BookingContext): Addressee[] => ctx.staff.map((s: Recipient) => ({ ...s, to: 'master' }));

/** 404 'Мастер не найден' / 'Услуга не найдена' unless this master performs this service. */
function bookable(ctx: BookingContext | null): {
  ctx: BookingContext;
  service: NonNullable<BookingContext['service']>;
} {
  if (!ctx || !ctx.is_master) throw new DomainError('master_not_found');
  if (!ctx.service || !ctx.service_ok) throw new DomainError('service_not_found');
  return { ctx, service: ctx.service };
}

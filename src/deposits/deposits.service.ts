import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toAppointmentResponse, type AppointmentRow } from '../appointments/appointment.mapper';
import { appointmentById, isOverlap } from '../appointments/appointment-store';
import {
  expireHoldsOfMaster,
  markPaymentConflict,
  planPaidBooking,
  retakeHold,
} from '../appointments/appointment-holds';
import type { AppointmentResponse, DepositStatus } from '../appointments/appointments.contract';
import type {
  BookingDeposit,
  BookingDeposits,
  DepositedService,
  DepositInsertSql,
} from '../appointments/booking-deposit.port';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { sqlInstant } from '../database/sql-instant';
import { sqlState } from '../database/sql-state';
import { NO_RECORDS_LIMIT, PlanLimitsService, type RecordsQuota } from '../billing/plan-limits.service';
import { NotificationsService } from '../notifications/notifications.service';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { depositAmount, settingOf } from './deposit-rules';
import { DEPOSIT_INSERT_SQL } from './deposit-hold.sql';
import { DEPOSIT_PAYLOAD, DepositInvoices } from './deposit-invoices';
import { conflictNotices, extraPaymentNotices, type DepositBookingRow } from './deposit-notices';
import {
  CONFLICT_OF_CLIENT_SQL,
  DEPOSIT_BOOKING_SQL,
  DEPOSIT_PAID_SQL,
  MARK_DEPOSIT_SQL,
  PAYABLE_SQL,
  PAYMENT_OUTCOME_SQL,
  QUEUE_HELD_NOTICES_SQL,
  SET_INVOICE_SQL,
  STORE_PAYMENT_SQL,
  type PayableRow,
} from './deposit.sql';
import type { DepositCheckout, DepositPayment, PaymentOutcome, RefundTapResult } from './deposit-payments.contract';
import type { CheckoutVerdict } from '../payments/payment-kind.contract';

const MINUTE = 60_000;
/** The Pay button goes to the chat when the client has not paid this long after booking (they left the app). */
export const PAY_PROMPT_DELAY_MS = 2 * MINUTE;

/**
 * Deposits: a prepayment per service, in roubles through Telegram Payments (PAYMENT_PROVIDER_TOKEN). A
 * booking of such a service holds its time unpaid (`awaiting_payment`) until hold_until; the invoice's
 * pre-checkout and successful payment (from the bot) make it planned. The database decides every race:
 * the no-overlap constraint refuses a hold taken again over someone else's booking, and payments are keyed by
 * Telegram's charge id.
 */
@Injectable()
export class DepositsService implements BookingDeposits {
  private readonly logger = new Logger('Deposits');
  /** The deposit's part of the booking insert (appointments/ composes it into its one statement). */
  readonly insertSql: DepositInsertSql = DEPOSIT_INSERT_SQL;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: DepositInvoices,
    private readonly notifications: NotificationsService,
    private readonly plans: PlanLimitsService,
  ) {}

  get enabled(): boolean {
    return this.config.paymentProviderToken !== '';
  }

  /**
   * What the client's booking of `service` asks for: nothing (no deposit, or payments off); the paid deposit
   * of their payment_conflict booking of the same service (it moves, once); else a hold.
   */
  async forBooking(clientId: number, service: DepositedService, now: number): Promise<BookingDeposit | null> {
    if (!this.enabled) return null;
    const setting = settingOf(service);
    const amount = setting ? depositAmount(setting, service.price) : null;
    if (amount === null) return null;
    const [conflict]: { appointment_id: number }[] = await this.db.query(CONFLICT_OF_CLIENT_SQL, [
      clientId,
      service.id,
    ]);
    const hold = {
      amount,
      untilMs: now + this.config.paymentHoldMinutes * MINUTE,
      promptDueMs: now + PAY_PROMPT_DELAY_MS,
    };
    return conflict ? { hold, movesDepositOf: conflict.appointment_id } : { hold };
  }

  /** A fresh hold's invoice link, kept with its deposit; false when Telegram will not make one. */
  async attachInvoice(row: AppointmentRow): Promise<boolean> {
    try {
      const url = await this.invoices.create({
        appointmentId: row.id,
        amount: row.d_amount ?? 0,
        title: row.s_name ?? 'Предоплата',
        description: `Предоплата записи: ${[row.s_name, formatInstant(row.starts_ms, row.time_zone)].filter(Boolean).join(', ')}`,
      });
      await this.db.query(SET_INVOICE_SQL, [row.id, url]);
      return true;
    } catch (e) {
      this.logger.error(`invoice for booking ${row.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
  }

  /**
   * Telegram asks whether to take the money (answer within 10 s: one short transaction). Yes when the booking
   * is held for this payer at this amount and currency; also when its hold ran out but the time is still free
   * (the hold is taken again; the no-overlap constraint decides who was first).
   */
  async preCheckout(q: DepositCheckout): Promise<CheckoutVerdict> {
    const id = idOf(q.payload);
    const now = this.clock.now();
    const refused = { ok: false as const, code: 'time_taken' as const };
    if (id === null) return refused;
    let records = NO_RECORDS_LIMIT;
    try {
      return await this.db.transaction(async (m) => {
        const [p] = await m.query<PayableRow[]>(PAYABLE_SQL, [id]);
        if (!p || !samePayment(p, q) || p.deposit_status !== 'awaiting' || p.starts_ms <= now) return refused;
        if (p.status === 'awaiting_payment' && p.hold_ms !== null && p.hold_ms > now) return { ok: true as const };
        if (p.status !== 'awaiting_payment' && p.status !== 'expired') return refused;
        await expireHoldsOfMaster(m, p.master_id, now, id);
        const until = now + this.config.paymentHoldMinutes * MINUTE;
        records = await this.recordsOf(m, p);
        await retakeHold(m, id, now, until, records);
        return { ok: true as const };
      });
    } catch (e) {
      if (isOverlap(e)) return refused;
      // the month filled up while the hold had lapsed: refused as a booking would be, before any money moves
      if (sqlState(e) === 'BL002') return { ok: false, code: 'online_booking_paused', phone: records.phone };
      throw e;
    }
  }

  /** The records quota of the booking's business: taking a lapsed hold again is the client booking online. */
  private recordsOf(m: EntityManager, p: PayableRow): Promise<RecordsQuota> {
    return this.plans.recordsQuota({ organizationId: p.organization_id, masterId: p.master_id }, true, m);
  }

  /**
   * Telegram took the money. The payment is stored first, by its charge id (a repeated delivery stops
   * there); then the booking becomes planned and its notices go, or, when its time was taken meanwhile,
   * payment_conflict: nothing is lost, the client picks another time and the deposit moves there.
   */
  async paymentReceived(p: DepositPayment): Promise<PaymentOutcome> {
    const id = idOf(p.payload);
    const now = this.clock.now();
    const at = sqlInstant(now);
    return this.db.transaction(async (m) => {
      const [stored] = await m.query<{ id: number }[]>(STORE_PAYMENT_SQL, [
        p.telegramChargeId,
        p.providerChargeId,
        id,
        p.telegramId,
        p.totalAmount,
        p.currency,
        at,
      ]);
      if (!stored) return 'duplicate';
      const outcome = await this.settle(m, id, p, now);
      await m.query(PAYMENT_OUTCOME_SQL, [stored.id, outcome]);
      return outcome;
    });
  }

  private async settle(m: EntityManager, id: number | null, p: DepositPayment, now: number): Promise<PaymentOutcome> {
    const at = sqlInstant(now);
    const [row] = id === null ? [] : await m.query<PayableRow[]>(PAYABLE_SQL, [id]);
    if (!row || row.deposit_status !== 'awaiting') {
      await this.tellExtraPayment(m, id, p);
      return 'unknown';
    }
    let planned = row.status === 'awaiting_payment';
    const records = await this.recordsOf(m, row);
    if (row.status === 'expired') {
      await expireHoldsOfMaster(m, row.master_id, now, row.id);
      await m.query('SAVEPOINT deposit_retake');
      try {
        await planPaidBooking(m, row.id, now, records);
        await m.query('RELEASE SAVEPOINT deposit_retake');
        planned = true;
      } catch (e) {
        // its time taken meanwhile, or its month full meanwhile: the money is kept as for a taken time
        if (!isOverlap(e) && sqlState(e) !== 'BL002') throw e;
        await m.query('ROLLBACK TO SAVEPOINT deposit_retake');
      }
    } else if (planned) {
      // a hold still holding counts in its month already: no new record, never refused
      await planPaidBooking(m, row.id, now, records);
    }
    if (!planned) await markPaymentConflict(m, row.id, now);
    await m.query(DEPOSIT_PAID_SQL, [id, at, p.telegramChargeId, p.providerChargeId, !planned]);
    if (planned) {
      await m.query(QUEUE_HELD_NOTICES_SQL, [id]);
      return 'paid';
    }
    const [booking] = await m.query<DepositBookingRow[]>(DEPOSIT_BOOKING_SQL, [id, 0]);
    await this.notifications.enqueue(conflictNotices(booking, row.amount), m);
    return 'conflict';
  }

  /**
   * Money for a deposit that is not waiting for it (paid already: two invoices paid at once). The payment is
   * kept as it came; the client hears it was received and the business that it is to be returned.
   */
  private async tellExtraPayment(m: EntityManager, id: number | null, p: DepositPayment): Promise<void> {
    const [booking] = id === null ? [] : await m.query<DepositBookingRow[]>(DEPOSIT_BOOKING_SQL, [id, 0]);
    if (!booking) {
      this.logger.error(`deposit payment ${p.telegramChargeId} names no booking (payload ${p.payload})`);
      return;
    }
    await this.notifications.enqueue(extraPaymentNotices(booking, Math.round(p.totalAmount / 100)), m);
  }

  /** POST /appointments/{id}/deposit/refunded: the business returned the money (its master, owner or admin). */
  markRefunded(user: User, id: number): Promise<AppointmentResponse> {
    return this.mark(user, id, 'refunded', ['paid', 'refund_due', 'retained']);
  }

  /** POST /appointments/{id}/deposit/retain: the business keeps a paid deposit. One it owes back (refund_due:
   *  it cancelled, or the client did in time, or the time was taken) is the client's money, never kept. */
  retain(user: User, id: number): Promise<AppointmentResponse> {
    return this.mark(user, id, 'retained', ['paid']);
  }

  /** «Возврат сделан» under the refund notice: the same mark, by the Telegram user who tapped. */
  async refundedFromChat(user: User, id: number): Promise<RefundTapResult> {
    try {
      await this.markRefunded(user, id);
      return 'refunded';
    } catch (e) {
      if (e instanceof DomainError && e.is('forbidden', 'appointment_not_found')) {
        return 'forbidden';
      }
      if (e instanceof DomainError && e.code === 'deposit_state') return 'already';
      throw e;
    }
  }

  private async mark(user: User, id: number, to: DepositStatus, from: DepositStatus[]): Promise<AppointmentResponse> {
    const [row] = await this.db.query<DepositBookingRow[]>(DEPOSIT_BOOKING_SQL, [id, user.id]);
    if (!row) throw new DomainError('appointment_not_found');
    if (!row.business) throw new DomainError('forbidden');
    // marked already is 409 as well: a second «refunded» must not read as a second refund made
    if (row.d_status === null) throw new DomainError('deposit_state');
    const done = await this.db.query<unknown[]>(MARK_DEPOSIT_SQL, [id, to, sqlInstant(this.clock.now()), from]);
    if (done.length === 0) throw new DomainError('deposit_state');
    const again = await appointmentById(this.db, id);
    return toAppointmentResponse(again ?? row);
  }
}

function idOf(payload: string): number | null {
  const m = DEPOSIT_PAYLOAD.exec(payload);
  return m ? Number(m[1]) : null;
}

/** The payer is the booking's client, and the sum is the deposit's, in roubles. */
const samePayment = (p: PayableRow, q: DepositCheckout) =>
  p.payer !== null && Number(p.payer) === q.telegramId && q.currency === p.currency && q.totalAmount === p.amount * 100;

import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { expireDueHolds } from '../appointments/appointment-holds';
import { defineJob, type JobName } from '../jobs/job';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationsService } from '../notifications/notifications.service';
import { formatInstant } from '../time-core/zone';
import { payPrompt, refundDueNotices, type DepositBookingRow } from './deposit-notices';
import {
  CLAIM_PROMPTS_SQL,
  CLAIM_REFUND_NOTICES_SQL,
  DEPOSIT_BOOKING_SQL,
  DROP_STALE_PROMPTS_SQL,
  STALE_CONFLICTS_SQL,
} from './deposit.sql';

/** A paid deposit whose time was taken is to be refunded when the client has not picked another time in a day. */
export const CONFLICT_REBOOK_MS = 24 * 3_600_000;

export interface DepositRunResult {
  expired: number;
  conflictsToRefund: number;
  refundNotices: number;
  payPrompts: number;
}

export const DEPOSITS_JOB = 'deposits' as JobName<DepositRunResult>;

/**
 * The deposits' due work, asked of the database each round (nothing waits in memory): holds whose time is up
 * expire (the time is free again), conflicts not rebooked within a day become refund_due, the business is
 * told of each refund due, and the client who left without paying gets the Pay button. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and marked in the transaction that queues the notice, so any number of instances
 * may run it.
 */
export async function runDepositsOnce(
  db: DataSource,
  nowMs: number,
  notifications: NotificationsService,
  batchSize: number,
): Promise<DepositRunResult> {
  const now = sqlInstant(nowMs);
  // appointments/ writes the bookings: it expires the holds whose time is up
  const expired = await db.transaction((m) => expireDueHolds(m, nowMs, batchSize));
  const conflictsToRefund = await db.transaction(async (m) => {
    const [r] = await m.query<{ n: number }[]>(STALE_CONFLICTS_SQL, [
      sqlInstant(nowMs - CONFLICT_REBOOK_MS),
      now,
      batchSize,
    ]);
    return r.n;
  });
  const refundNotices = await db.transaction(async (m) => {
    const claimed = await m.query<{ appointment_id: number }[]>(CLAIM_REFUND_NOTICES_SQL, [now, batchSize]);
    for (const c of claimed) {
      const row = await booking(m, c.appointment_id);
      if (!row || row.d_amount === null) continue;
      const reason = row.status === 'payment_conflict' ? 'conflict' : 'cancelled';
      await notifications.enqueue(refundDueNotices(row, row.d_amount, reason), m);
    }
    return claimed.length;
  });
  const payPrompts = await db.transaction(async (m) => {
    const claimed = await m.query<{ appointment_id: number }[]>(CLAIM_PROMPTS_SQL, [now, batchSize]);
    for (const c of claimed) {
      const row = await booking(m, c.appointment_id);
      if (!row || row.d_amount === null || row.d_invoice_url === null || row.hold_ms === null) continue;
      const holdUntil = formatInstant(row.hold_ms, row.time_zone);
      await notifications.enqueue(payPrompt(row, row.d_amount, row.d_invoice_url, holdUntil), m);
    }
    await m.query(DROP_STALE_PROMPTS_SQL, [now]);
    return claimed.length;
  });
  return { expired, conflictsToRefund, refundNotices, payPrompts };
}

async function booking(m: EntityManager, id: number): Promise<DepositBookingRow | undefined> {
  const [row] = await m.query<DepositBookingRow[]>(DEPOSIT_BOOKING_SQL, [id, 0]);
  return row;
}

/**
 * On every instance while REMINDER_RUNNER is on: a full batch of anything leaves more due, so the next round
 * at once; else after REMINDER_POLL_MS.
 */
export const depositsJob = (db: DataSource, notifications: NotificationsService, config: AppConfig) =>
  defineJob({
    name: DEPOSITS_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.reminderRunner,
    round: (at) => runDepositsOnce(db, at.nowMs, notifications, at.batchSize),
    next: (r, at) => (Object.values(r).some((n) => n >= at.batchSize) ? 0 : config.reminderPollMs),
    errorDelayMs: () => config.reminderPollMs * 2,
  });

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { RoundLoop } from '../common/round-loop';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { sqlInstant } from '../database/sql-instant';
import { NotificationsService } from '../notifications/notifications.service';
import { formatInstant } from '../time-core/zone';
import { payPrompt, refundDueNotices, type DepositBookingRow } from './deposit-notices';
import {
  CLAIM_PROMPTS_SQL,
  CLAIM_REFUND_NOTICES_SQL,
  DEPOSIT_BOOKING_SQL,
  DROP_STALE_PROMPTS_SQL,
  EXPIRE_HOLDS_SQL,
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

/**
 * The deposits' due work, asked of the database each round (nothing waits in memory): holds whose time is up
 * expire (the time is free again), conflicts not rebooked within a day become refund_due, the business is
 * told of each refund due, and the client who left without paying gets the Pay button. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and marked in the transaction that queues the notice, so any number of instances
 * may run it. Time comes from the injected clock (tests pass `now`).
 */
@Injectable()
export class DepositRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DepositRunner');
  batchSize = 100;
  private readonly loop = new RoundLoop(
    'deposit',
    () => this.round(),
    this.logger,
    () => this.config.reminderPollMs * 2,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reminderRunner) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  start(): void {
    this.loop.start();
  }

  /** A full batch of anything leaves more due: the next round at once; else after the poll interval. */
  private async round(): Promise<number> {
    const r = await this.runOnce();
    return Object.values(r).some((n) => n >= this.batchSize) ? 0 : this.config.reminderPollMs;
  }

  async runOnce(nowMs: number = this.clock.now()): Promise<DepositRunResult> {
    const now = sqlInstant(nowMs);
    const expired = await this.db.transaction(async (m) => {
      const [r] = await m.query<{ n: number }[]>(EXPIRE_HOLDS_SQL, [now, this.batchSize]);
      return r.n;
    });
    const conflictsToRefund = await this.db.transaction(async (m) => {
      const [r] = await m.query<{ n: number }[]>(STALE_CONFLICTS_SQL, [
        sqlInstant(nowMs - CONFLICT_REBOOK_MS),
        now,
        this.batchSize,
      ]);
      return r.n;
    });
    const refundNotices = await this.db.transaction(async (m) => {
      const claimed = await m.query<{ appointment_id: number }[]>(CLAIM_REFUND_NOTICES_SQL, [now, this.batchSize]);
      for (const c of claimed) {
        const row = await this.booking(m, c.appointment_id);
        if (!row || row.d_amount === null) continue;
        const reason = row.status === 'payment_conflict' ? 'conflict' : 'cancelled';
        await this.notifications.enqueue(refundDueNotices(row, row.d_amount, reason), m);
      }
      return claimed.length;
    });
    const payPrompts = await this.db.transaction(async (m) => {
      const claimed = await m.query<{ appointment_id: number }[]>(CLAIM_PROMPTS_SQL, [now, this.batchSize]);
      for (const c of claimed) {
        const row = await this.booking(m, c.appointment_id);
        if (!row || row.d_amount === null || row.d_invoice_url === null || row.hold_ms === null) continue;
        const holdUntil = formatInstant(row.hold_ms, row.time_zone);
        await this.notifications.enqueue(payPrompt(row, row.d_amount, row.d_invoice_url, holdUntil), m);
      }
      await m.query(DROP_STALE_PROMPTS_SQL, [now]);
      return claimed.length;
    });
    return { expired, conflictsToRefund, refundNotices, payPrompts };
  }

  private async booking(m: EntityManager, id: number): Promise<DepositBookingRow | undefined> {
    const [row] = await m.query<DepositBookingRow[]>(DEPOSIT_BOOKING_SQL, [id, 0]);
    return row;
  }
}

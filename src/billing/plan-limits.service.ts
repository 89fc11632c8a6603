import { DomainError } from '../common/domain-error';
import type { DomainErrorValues } from '../common/domain-error.contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { sqlState } from '../database/sql-state';
import { NotificationsService } from '../notifications/notifications.service';
import type { PlanLimits } from './billing.contract';
import {
  BUSINESS_OF_USER_SQL,
  type BusinessRow,
  MARK_NOTICE_SQL,
  MASTER_BUSINESS_SQL,
  ORGANIZATION_BUSINESS_SQL,
  USAGE_SQL,
} from './billing.sql';
import { effectivePlan, type EffectivePlan, limitsOf, NO_LIMITS, sqlLimit, USAGE_THRESHOLDS } from './plans';

/** How a booking is held to the business's records of the month (limit 0: not at all). */
export interface RecordsQuota {
  limit: number;
  /** The business's zone: its calendar month is the one counted. */
  zone: string;
  /** The answer when the month is full (the online one names no plan). */
  refusal: () => Error;
  /** What the refusal says: a series refuses with these (always 422, in the words of the single refusal). */
  reached: DomainErrorValues['records_limit'];
  /** The business's phone: a client refused online is told to call it (a deposit's payment form too). */
  phone: string | null;
}

export const NO_RECORDS_LIMIT: RecordsQuota = {
  limit: 0,
  zone: 'UTC',
  refusal: () => new Error('no records limit was set'),
  reached: { online: false, phone: null, plan: 'basic', limit: 0 },
  phone: null,
};

/** The business a booking belongs to: its organization, else its (independent) master. */
export interface BookingBusiness {
  organizationId: number | null;
  masterId: number;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM' of `ms` in `zone`. */
function monthOf(ms: number, zone: string): string {
  let f = monthFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
    monthFormats.set(zone, f);
  }
  return f.format(ms).slice(0, 7);
}

/**
 * What each plan allows, asked by the features it limits (invitations, bookings, the Pro gate). With
 * billing off it answers "no limit" without a query. The limits themselves are decided by the database
 * in the guarded writes (plan_masters_check, plan_records_check), this service only says which limit.
 */
@Injectable()
export class PlanLimitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  get enabled(): boolean {
    return this.config.billing === 'stars';
  }

  async businessOfUser(userId: number, manager: EntityManager = this.db.manager): Promise<BusinessRow | null> {
    const [row] = await manager.query<BusinessRow[]>(BUSINESS_OF_USER_SQL, [userId]);
    return row ?? null;
  }

  async businessOf(b: BookingBusiness, manager: EntityManager = this.db.manager): Promise<BusinessRow | null> {
    const [row] = await manager.query<BusinessRow[]>(
      b.organizationId !== null ? ORGANIZATION_BUSINESS_SQL : MASTER_BUSINESS_SQL,
      [b.organizationId ?? b.masterId],
    );
    return row ?? null;
  }

  effective(row: Pick<BusinessRow, 'plan' | 'paid_until'>, nowMs: number = this.clock.now()): EffectivePlan {
    return effectivePlan(
      row.plan ? { plan: row.plan, paidUntilMs: row.paid_until ? new Date(row.paid_until).getTime() : null } : null,
      nowMs,
    );
  }

  /** The limits in force (none with billing off). */
  limits(row: BusinessRow, nowMs: number = this.clock.now()): PlanLimits {
    if (!this.enabled) return NO_LIMITS;
    const limits = limitsOf(this.effective(row, nowMs).plan);
    return row.kind === 'organization' ? limits : { ...limits, masters: null };
  }

  /** Masters now, and the records of the month around `atMs` (the business's zone). */
  async usage(row: BusinessRow, atMs: number): Promise<{ masters: number; records: number }> {
    const [u] = await this.db.query<{ masters: number; records: number }[]>(USAGE_SQL, [
      row.kind === 'organization' ? row.id : null,
      row.id,
      new Date(atMs).toISOString(),
      row.zone,
    ]);
    return u;
  }

  /**
   * Inside the transaction that adds a master, accepts or makes an invitation: 422 when the organization's
   * plan has no room for one more master (the masters, and acceptances waiting for the owner, counted by
   * the database under the organization's lock; `invitationId`'s own place is not counted twice).
   */
  async assertMastersRoom(manager: EntityManager, organizationId: number, invitationId: number | null): Promise<void> {
    if (!this.enabled) return;
    const row = await this.businessOf({ organizationId, masterId: 0 }, manager);
    if (!row) return;
    const plan = this.effective(row).plan;
    const limit = limitsOf(plan).masters;
    if (limit === null) return;
    try {
      await manager.query(`SELECT plan_masters_check($1::int, $2::int, $3::int)`, [
        organizationId,
        limit,
        invitationId,
      ]);
    } catch (e) {
      if (sqlState(e) === 'BL001') throw new DomainError('masters_limit', { plan, limit });
      throw e;
    }
  }

  /** The records limit a new booking (or one moved, or a deposit hold taken again) is held to: an online one
   *  is refused with 409 and the business's phone, a manual one by staff with 422 naming the plan. */
  async recordsQuota(
    b: BookingBusiness,
    online: boolean,
    manager: EntityManager = this.db.manager,
  ): Promise<RecordsQuota> {
    if (!this.enabled) return NO_RECORDS_LIMIT;
    const row = await this.businessOf(b, manager);
    if (!row) return NO_RECORDS_LIMIT;
    const plan = this.effective(row).plan;
    const limit = limitsOf(plan).records_per_month;
    if (limit === null) return NO_RECORDS_LIMIT;
    const reached = { online, phone: row.phone, plan, limit };
    return {
      limit: sqlLimit(limit),
      zone: row.zone,
      refusal: online
        ? () => new DomainError('online_booking_paused', { phone: row.phone })
        : () => new DomainError('records_limit', reached),
      reached,
      phone: row.phone,
    };
  }

  /**
   * After a booking went in: at 80 % and at 100 % of the month's records the business is told in the chat,
   * once each month (the mark in billing_notices decides, whoever books at the same time).
   */
  async afterBooked(b: BookingBusiness, startMs: number, quota: RecordsQuota): Promise<void> {
    if (quota.limit === 0) return;
    const row = await this.businessOf(b);
    if (!row) return;
    const { records } = await this.usage(row, startMs);
    const month = monthOf(startMs, row.zone);
    const key = `${row.kind === 'organization' ? 'o' : 'm'}:${row.id}`;
    const reached = USAGE_THRESHOLDS.filter((t) => records * 100 >= t * quota.limit);
    if (reached.length === 0) return;
    let tell = false;
    for (const t of reached) {
      const marked = await this.db.query<unknown[]>(MARK_NOTICE_SQL, [key, `records_${t}`, month]);
      // only the highest threshold reached is worth a message; the lower one is marked as said
      if (t === reached[0]) tell = marked.length > 0;
    }
    if (!tell) return;
    await this.notifications.enqueue([
      {
        chatId: Number(row.owner_telegram_id),
        userId: row.owner_id,
        kind: 'billing_records_usage',
        payload: { percent: reached[0], used: records, limit: quota.limit, month, business_name: row.name },
      },
    ]);
  }
}

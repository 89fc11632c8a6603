import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import type { PageQuery } from '../common/page.contract';
import { pageOf, pageWindow } from '../common/paging';
import { NotificationsService } from '../notifications/notifications.service';
import type {
  AdminPayment,
  AdminPaymentsResponse,
  PaidPlan,
  PlanPaymentData,
  PreCheckoutResult,
} from './billing.contract';
import { PLAN_PAYLOAD_PREFIX } from './billing.contract';
import { BILLING_MSG } from './billing-messages';
import { ADMIN_PAYMENT_SQL, ADMIN_PAYMENTS_SQL, PURCHASE_CHECK_SQL } from './billing.sql';
import { BillingService } from './billing.service';
import { PlanLimitsService } from './plan-limits.service';
import { DAY_MS, SUBSCRIPTION_PERIOD_S } from './plans';
import { StarsApi } from './stars-api';

interface PurchaseCheckRow {
  id: number;
  plan: PaidPlan;
  amount: number;
  currency: string;
  status: 'pending' | 'paid';
  user_id: number;
  telegram_id: string;
  owns: boolean;
}

interface AccountRow {
  id: number;
  organization_id: number | null;
  master_id: number | null;
  plan: 'basic' | PaidPlan;
  paid_until: Date | null;
  auto_renew: boolean;
  subscription_charge_id: string | null;
  payer_telegram_id: string | null;
}

interface AdminPaymentRow {
  id: number;
  telegram_payment_charge_id: string;
  plan: AdminPayment['plan'];
  amount: number;
  currency: string;
  is_recurring: boolean;
  is_first_recurring: boolean;
  period_end: Date | null;
  created_at: Date;
  refunded_at: Date | null;
  payer_telegram_id: string;
  user_id: number | null;
  payer_name: string | null;
  business_kind: 'organization' | 'master' | null;
  business_id: number | null;
  business_name: string | null;
}

/** A renewal that Telegram should stop once the transaction that replaced it has committed. */
interface Replaced {
  payer: number;
  chargeId: string;
}

const purchaseIdOf = (payload: string): number | null => {
  const m = new RegExp(`^${PLAN_PAYLOAD_PREFIX}(\\d{1,9})$`).exec(payload);
  return m ? Number(m[1]) : null;
};

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** The payments of plans: the pre-checkout verdict, each successful payment, and the super admin's list and refund. */
@Injectable()
export class PlanPaymentsService {
  private readonly logger = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlanLimitsService,
    private readonly billing: BillingService,
    private readonly stars: StarsApi,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Telegram waits at most 10 s for this answer: one read decides. The invoice may be paid only while its
   * purchase is pending, by the user who asked for it, who still owns the business, at the price and
   * currency of the purchase, which are still the plan's.
   */
  async checkPurchase(
    telegramId: number,
    payload: string,
    currency: string,
    amount: number,
  ): Promise<PreCheckoutResult> {
    if (!this.plans.enabled) return { ok: false, reason: 'disabled' };
    const id = purchaseIdOf(payload);
    if (id === null) return { ok: false, reason: 'stale' };
    const [p] = (await this.db.query(PURCHASE_CHECK_SQL, [id])) as PurchaseCheckRow[];
    if (!p) return { ok: false, reason: 'stale' };
    if (Number(p.telegram_id) !== telegramId || !p.owns) return { ok: false, reason: 'foreign' };
    if (p.status !== 'pending') return { ok: false, reason: 'stale' };
    if (p.currency !== currency || p.amount !== amount || p.amount !== this.billing.starsPrice(p.plan)) {
      return { ok: false, reason: 'price' };
    }
    return { ok: true };
  }

  /**
   * A successful payment (the first of a subscription or a renewal). The payment row goes in first, keyed
   * by Telegram's charge id: a repeated delivery finds it there and changes nothing, tells nobody. Then the
   * plan runs until the subscription's expiration, and the payer is told (the outbox, same transaction).
   * A first payment for another plan replaces the running subscription, whose renewal is then cancelled.
   */
  async recordPayment(p: PlanPaymentData): Promise<void> {
    const replaced = await this.db.transaction((m) => this.storePayment(m, p));
    if (!replaced) return;
    try {
      await this.stars.setRenewalCancelled(replaced.payer, replaced.chargeId, true);
    } catch (e) {
      this.logger.error(
        `could not cancel the replaced subscription ${replaced.chargeId}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }

  private async storePayment(m: EntityManager, p: PlanPaymentData): Promise<Replaced | null> {
    const now = this.clock.now();
    const purchaseId = purchaseIdOf(p.invoice_payload);
    const periodEnd = new Date(
      p.subscription_expiration_date
        ? p.subscription_expiration_date * 1000
        : now + (SUBSCRIPTION_PERIOD_S / 86400) * DAY_MS,
    );
    const stored = (await m.query(
      `INSERT INTO billing_payments (telegram_payment_charge_id, provider_payment_charge_id, purchase_id, account_id,
                                     payer_telegram_id, plan, amount, currency, is_recurring, is_first_recurring,
                                     period_end, created_at)
       SELECT $1, $2, pu.id, pu.account_id, $3, pu.plan, $4, $5, $6, $7, $8, $9
         FROM (SELECT $10::int AS wanted) w LEFT JOIN billing_purchases pu ON pu.id = w.wanted
       ON CONFLICT (telegram_payment_charge_id) DO NOTHING
       RETURNING id, purchase_id`,
      [
        p.telegram_payment_charge_id,
        p.provider_payment_charge_id,
        p.payer_telegram_id,
        p.total_amount,
        p.currency,
        p.is_recurring,
        p.is_first_recurring,
        periodEnd,
        new Date(now),
        purchaseId,
      ],
    )) as { id: number; purchase_id: number | null }[];
    if (stored.length === 0) return null; // delivered before: already acted on
    if (stored[0].purchase_id === null) {
      this.logger.error(`payment ${p.telegram_payment_charge_id} names no purchase ("${p.invoice_payload}")`);
      return null;
    }
    const [purchase] = (await m.query(`SELECT id, account_id, user_id, plan FROM billing_purchases WHERE id = $1`, [
      stored[0].purchase_id,
    ])) as { id: number; account_id: number; user_id: number; plan: PaidPlan }[];
    const [account] = (await m.query(`SELECT * FROM billing_accounts WHERE id = $1 FOR UPDATE`, [
      purchase.account_id,
    ])) as AccountRow[];

    const renewal = p.is_recurring && !p.is_first_recurring;
    const current = this.plans.effective(account, now);
    // a late renewal of a subscription another plan has replaced is kept on record, but changes nothing
    if (renewal && purchase.plan !== account.plan && current.status !== 'free') {
      this.logger.warn(`renewal ${p.telegram_payment_charge_id} of a replaced ${purchase.plan} subscription`);
      return null;
    }
    const replaced: Replaced | null =
      !renewal &&
      account.auto_renew &&
      account.subscription_charge_id &&
      account.payer_telegram_id &&
      account.subscription_charge_id !== p.telegram_payment_charge_id
        ? { payer: Number(account.payer_telegram_id), chargeId: account.subscription_charge_id }
        : null;
    await m.query(
      `UPDATE billing_accounts
          SET plan = $2,
              paid_until = CASE WHEN $5 AND plan = $2 THEN greatest(paid_until, $3::timestamptz) ELSE $3::timestamptz END,
              auto_renew = $4,
              subscription_charge_id = CASE WHEN $5 THEN coalesce(subscription_charge_id, $6) ELSE $6 END,
              payer_telegram_id = $7, updated_at = now()
        WHERE id = $1`,
      [
        account.id,
        purchase.plan,
        periodEnd,
        p.subscription_expiration_date !== null,
        renewal,
        p.telegram_payment_charge_id,
        p.payer_telegram_id,
      ],
    );
    await m.query(`UPDATE billing_purchases SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'pending'`, [
      purchase.id,
      new Date(now),
    ]);
    const business = await this.plans.businessOf(
      { organizationId: account.organization_id, masterId: account.master_id ?? 0 },
      m,
    );
    await this.notifications.enqueue(
      [
        {
          chatId: p.payer_telegram_id,
          userId: purchase.user_id,
          kind: 'billing_payment_received',
          payload: {
            plan: purchase.plan,
            business_name: business?.name ?? '',
            paid_until: periodEnd.toISOString(),
            renewal,
            amount: p.total_amount,
          },
        },
      ],
      m,
    );
    return replaced;
  }

  /** GET /admin/billing/payments: every payment, newest first, a page at a time. */
  async list(q?: PageQuery): Promise<AdminPaymentsResponse> {
    const window = pageWindow(q);
    const rows = (await this.db.query(ADMIN_PAYMENTS_SQL, [window.limit + 1, window.offset])) as AdminPaymentRow[];
    const { items, has_more, next_offset } = pageOf(rows, window);
    return { payments: items.map(toAdminPayment), has_more, next_offset };
  }

  /**
   * POST /admin/billing/payments/{id}/refund: Telegram returns the Stars; the plan period this payment paid
   * for ends now (Basic, no grace), and its renewal stops. The payment stays on record, marked refunded.
   */
  async refund(id: number): Promise<AdminPayment> {
    const [payment] = (await this.db.query(
      `SELECT id, telegram_payment_charge_id, payer_telegram_id, refunded_at FROM billing_payments WHERE id = $1`,
      [id],
    )) as { id: number; telegram_payment_charge_id: string; payer_telegram_id: string; refunded_at: Date | null }[];
    if (!payment) throw new NotFoundException({ detail: BILLING_MSG.paymentNotFound });
    if (payment.refunded_at) throw new ConflictException({ detail: BILLING_MSG.alreadyRefunded });
    try {
      await this.stars.refund(Number(payment.payer_telegram_id), payment.telegram_payment_charge_id);
    } catch (e) {
      this.logger.warn(`refundStarPayment failed: ${e instanceof Error ? e.message : String(e)}`);
      throw new ServiceUnavailableException({ detail: BILLING_MSG.refundFailed });
    }
    const stopRenewal = await this.db.transaction((m) => this.endRefundedPeriod(m, id));
    if (stopRenewal) {
      await this.stars
        .setRenewalCancelled(stopRenewal.payer, stopRenewal.chargeId, true)
        .catch((e: unknown) =>
          this.logger.warn(
            `editUserStarSubscription after a refund failed: ${e instanceof Error ? e.message : String(e)}`,
          ),
        );
    }
    const [row] = (await this.db.query(ADMIN_PAYMENT_SQL, [id])) as AdminPaymentRow[];
    return toAdminPayment(row);
  }

  private async endRefundedPeriod(m: EntityManager, id: number): Promise<Replaced | null> {
    const now = new Date(this.clock.now());
    const [p] = (await m.query(
      `UPDATE billing_payments SET refunded_at = $2 WHERE id = $1 AND refunded_at IS NULL
       RETURNING account_id, period_end, plan, amount, payer_telegram_id, purchase_id`,
      [id, now],
    )) as {
      account_id: number | null;
      period_end: Date | null;
      plan: PaidPlan | null;
      amount: number;
      payer_telegram_id: string;
      purchase_id: number | null;
    }[];
    if (!p || p.account_id === null) return null;
    const [ended] = (await m.query(
      `UPDATE billing_accounts a SET plan = 'basic', paid_until = $3, auto_renew = false, updated_at = now()
         FROM billing_accounts prior
        WHERE a.id = $1 AND prior.id = a.id AND a.paid_until = $2
       RETURNING prior.auto_renew, prior.subscription_charge_id, prior.payer_telegram_id,
                 a.organization_id, a.master_id`,
      [p.account_id, p.period_end, now],
    )) as {
      auto_renew: boolean;
      subscription_charge_id: string | null;
      payer_telegram_id: string | null;
      organization_id: number | null;
      master_id: number | null;
    }[];
    if (!ended) return null;
    const business = await this.plans.businessOf(
      { organizationId: ended.organization_id, masterId: ended.master_id ?? 0 },
      m,
    );
    const [buyer] = (await m.query(`SELECT user_id FROM billing_purchases WHERE id = $1`, [p.purchase_id])) as {
      user_id: number;
    }[];
    await this.notifications.enqueue(
      [
        {
          chatId: Number(p.payer_telegram_id),
          userId: buyer?.user_id ?? null,
          kind: 'billing_refunded',
          payload: { plan: p.plan ?? 'basic', business_name: business?.name ?? '', amount: p.amount },
        },
      ],
      m,
    );
    return ended.auto_renew && ended.subscription_charge_id && ended.payer_telegram_id
      ? { payer: Number(ended.payer_telegram_id), chargeId: ended.subscription_charge_id }
      : null;
  }
}

function toAdminPayment(r: AdminPaymentRow): AdminPayment {
  return {
    id: r.id,
    telegram_payment_charge_id: r.telegram_payment_charge_id,
    plan: r.plan,
    amount: r.amount,
    currency: r.currency,
    is_recurring: r.is_recurring,
    is_first_recurring: r.is_first_recurring,
    period_end: iso(r.period_end),
    created_at: new Date(r.created_at).toISOString(),
    refunded_at: iso(r.refunded_at),
    payer: { telegram_id: Number(r.payer_telegram_id), user_id: r.user_id, name: r.payer_name },
    business:
      r.business_kind && r.business_id !== null
        ? { kind: r.business_kind, id: r.business_id, name: r.business_name ?? '' }
        : null,
  };
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { NotificationsService } from '../notifications/notifications.service';
import type { PaidPlan, PlanPaymentData } from './billing.contract';
import type { CheckoutVerdict } from '../payments/payment-kind.contract';
import { PLAN_PAYLOAD_PREFIX } from './billing.contract';
import { PURCHASE_CHECK_SQL } from './billing.sql';
import { CLAIM_PURCHASE_SQL, MARK_TO_REFUND_SQL } from './plan-payments.sql';
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

/** A renewal that Telegram should stop once the transaction that replaced it has committed. */
export interface Replaced {
  payer: number;
  chargeId: string;
}

const purchaseIdOf = (payload: string): number | null => {
  const m = new RegExp(`^${PLAN_PAYLOAD_PREFIX}(\\d{1,9})$`).exec(payload);
  return m ? Number(m[1]) : null;
};

/** The payments of plans as Telegram reports them: the pre-checkout verdict and each successful payment. */
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
  async checkPurchase(telegramId: number, payload: string, currency: string, amount: number): Promise<CheckoutVerdict> {
    if (!this.plans.enabled) return { ok: false, code: 'plans_off' };
    const id = purchaseIdOf(payload);
    if (id === null) return { ok: false, code: 'invoice_stale' };
    const [p] = await this.db.query<PurchaseCheckRow[]>(PURCHASE_CHECK_SQL, [id]);
    if (!p) return { ok: false, code: 'invoice_stale' };
    if (Number(p.telegram_id) !== telegramId || !p.owns) return { ok: false, code: 'invoice_foreign' };
    if (p.status !== 'pending') return { ok: false, code: 'invoice_stale' };
    if (p.currency !== currency || p.amount !== amount || p.amount !== this.billing.starsPrice(p.plan)) {
      return { ok: false, code: 'price_changed' };
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
    const stored = await m.query<{ id: number; purchase_id: number | null }[]>(
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
    );
    if (stored.length === 0) return null; // delivered before: already acted on
    if (stored[0].purchase_id === null) {
      this.logger.error(`payment ${p.telegram_payment_charge_id} names no purchase ("${p.invoice_payload}")`);
      return null;
    }
    const [purchase] = await m.query<{ id: number; account_id: number; user_id: number; plan: PaidPlan }[]>(
      `SELECT id, account_id, user_id, plan FROM billing_purchases WHERE id = $1`,
      [stored[0].purchase_id],
    );
    const renewal = p.is_recurring && !p.is_first_recurring;
    // a purchase is paid once (renewals of its subscription come later under the same payload): a second,
    // different payment of it is kept to be given back, never applied over the first
    const claimed = await m.query<unknown[]>(CLAIM_PURCHASE_SQL, [purchase.id, new Date(now)]);
    if (!renewal && claimed.length === 0) {
      await m.query(MARK_TO_REFUND_SQL, [stored[0].id]);
      this.logger.warn(`payment ${p.telegram_payment_charge_id} of purchase ${purchase.id}, paid before: to refund`);
      // its own subscription must not renew (stopped once this transaction has committed)
      return p.is_first_recurring ? { payer: p.payer_telegram_id, chargeId: p.telegram_payment_charge_id } : null;
    }
    const [account] = await m.query<AccountRow[]>(`SELECT * FROM billing_accounts WHERE id = $1 FOR UPDATE`, [
      purchase.account_id,
    ]);

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
          SET plan = $2::varchar,
              paid_until = CASE WHEN $5::boolean AND plan = $2::varchar THEN greatest(paid_until, $3::timestamptz)
                                ELSE $3::timestamptz END,
              auto_renew = $4::boolean,
              subscription_charge_id = CASE WHEN $5::boolean THEN coalesce(subscription_charge_id, $6::varchar)
                                            ELSE $6::varchar END,
              payer_telegram_id = $7::bigint, updated_at = now()
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
}

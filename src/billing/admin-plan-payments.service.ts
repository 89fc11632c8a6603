import { DomainError } from '../common/domain-error';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import type { PageQuery } from '../common/page.contract';
import { pageOf, pageWindow } from '../common/paging';
import { NotificationsService } from '../notifications/notifications.service';
import type { AdminPayment, AdminPaymentsResponse, PaidPlan } from './billing.contract';
import { ADMIN_PAYMENT_SQL, ADMIN_PAYMENTS_SQL } from './billing.sql';
import { PlanLimitsService } from './plan-limits.service';
import type { Replaced } from './plan-payments.service';
import { StarsApi } from './stars-api';

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
  refund_due: boolean;
  payer_telegram_id: string;
  user_id: number | null;
  payer_name: string | null;
  business_kind: 'organization' | 'master' | null;
  business_id: number | null;
  business_name: string | null;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** The super admin's side of plan payments: the list, and refunds. */
@Injectable()
export class AdminPlanPaymentsService {
  private readonly logger = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlanLimitsService,
    private readonly stars: StarsApi,
    private readonly notifications: NotificationsService,
  ) {}

  /** GET /admin/billing/payments: every payment, newest first, a page at a time. */
  async list(q?: PageQuery): Promise<AdminPaymentsResponse> {
    const window = pageWindow(q);
    const rows = await this.db.query<AdminPaymentRow[]>(ADMIN_PAYMENTS_SQL, [window.limit + 1, window.offset]);
    const { items, has_more, next_offset } = pageOf(rows, window);
    return { payments: items.map(toAdminPayment), has_more, next_offset };
  }

  /**
   * POST /admin/billing/payments/{id}/refund: Telegram returns the Stars; the plan period this payment paid
   * for ends now (Basic, no grace), and its renewal stops. The payment stays on record, marked refunded.
   */
  async refund(id: number): Promise<AdminPayment> {
    const [payment] = await this.db.query<
      { id: number; telegram_payment_charge_id: string; payer_telegram_id: string; refunded_at: Date | null }[]
    >(`SELECT id, telegram_payment_charge_id, payer_telegram_id, refunded_at FROM billing_payments WHERE id = $1`, [
      id,
    ]);
    if (!payment) throw new DomainError('payment_not_found');
    if (payment.refunded_at) throw new DomainError('payment_already_refunded');
    try {
      await this.stars.refund(Number(payment.payer_telegram_id), payment.telegram_payment_charge_id);
    } catch (e) {
      this.logger.warn(`refundStarPayment failed: ${e instanceof Error ? e.message : String(e)}`);
      throw new DomainError('plan_refund_failed');
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
    const [row] = await this.db.query<AdminPaymentRow[]>(ADMIN_PAYMENT_SQL, [id]);
    return toAdminPayment(row);
  }

  private async endRefundedPeriod(m: EntityManager, id: number): Promise<Replaced | null> {
    const now = new Date(this.clock.now());
    const [p] = await m.query<
      {
        account_id: number | null;
        period_end: Date | null;
        plan: PaidPlan | null;
        amount: number;
        payer_telegram_id: string;
        purchase_id: number | null;
        refund_due: boolean;
      }[]
    >(
      `WITH u AS (
         UPDATE billing_payments SET refunded_at = $2 WHERE id = $1 AND refunded_at IS NULL
         RETURNING account_id, period_end, plan, amount, payer_telegram_id, purchase_id, refund_due)
       SELECT * FROM u`,
      [id, now],
    );
    // a payment applied to nothing paid no period: the plan stays (and nobody is told it ended)
    if (!p || p.account_id === null || p.refund_due) return null;
    const [ended] = await m.query<
      {
        auto_renew: boolean;
        subscription_charge_id: string | null;
        payer_telegram_id: string | null;
      }[]
    >(
      `WITH u AS (
         UPDATE billing_accounts a SET plan = 'basic', paid_until = $3, auto_renew = false, updated_at = now()
           FROM billing_accounts prior
          WHERE a.id = $1 AND prior.id = a.id AND a.paid_until = $2
         RETURNING prior.auto_renew, prior.subscription_charge_id, prior.payer_telegram_id)
       SELECT * FROM u`,
      [p.account_id, p.period_end, now],
    );
    const [account] = await m.query<{ organization_id: number | null; master_id: number | null }[]>(
      `SELECT organization_id, master_id FROM billing_accounts WHERE id = $1`,
      [p.account_id],
    );
    const business = await this.plans.businessOf(
      { organizationId: account.organization_id, masterId: account.master_id ?? 0 },
      m,
    );
    const [buyer] = await m.query<{ user_id: number }[]>(`SELECT user_id FROM billing_purchases WHERE id = $1`, [
      p.purchase_id,
    ]);
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
    return ended?.auto_renew && ended.subscription_charge_id && ended.payer_telegram_id
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
    refund_due: r.refund_due,
    payer: { telegram_id: Number(r.payer_telegram_id), user_id: r.user_id, name: r.payer_name },
    business:
      r.business_kind && r.business_id !== null
        ? { kind: r.business_kind, id: r.business_id, name: r.business_name ?? '' }
        : null,
  };
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { User } from '../users/entities/user.entity';
import type { BillingResponse, PaidPlan, PlanPrice, SubscribeResponse } from './billing.contract';
import { PLAN_PAYLOAD_PREFIX } from './billing.contract';
import {
  type BusinessRow,
  ENSURE_ACCOUNT_SQL,
  INSERT_PURCHASE_SQL,
  OPEN_PURCHASE_SQL,
  SET_PURCHASE_LINK_SQL,
} from './billing.sql';
import { PlanLimitsService } from './plan-limits.service';
import { PLAN_TITLES, RUB_PRICES, STARS } from './plans';
import { StarsApi } from './stars-api';

/** The Tariff page's side: the caller's plan (an owner's organization, an independent master's own), buy, cancel. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlanLimitsService,
    private readonly stars: StarsApi,
  ) {}

  /** Stars per month of each paid plan (PLAN_PRO_STARS, PLAN_ENTERPRISE_STARS). */
  starsPrice(plan: PaidPlan): number {
    return plan === 'pro' ? this.config.planProStars : this.config.planEnterpriseStars;
  }

  async get(user: User): Promise<BillingResponse> {
    return this.answer(await this.ownBusiness(user));
  }

  /** POST /billing/subscribe: a pending purchase, and the Stars subscription invoice link naming it. */
  async subscribe(user: User, plan: PaidPlan): Promise<SubscribeResponse> {
    const row = await this.ownBusiness(user);
    if (!this.plans.enabled) throw new DomainError('plans_disabled');
    const now = this.clock.now();
    const current = this.plans.effective(row, now);
    if (current.plan === plan && current.status === 'active') {
      throw new DomainError('plan_already_active', { plan });
    }
    const amount = this.starsPrice(plan);
    // one purchase at a time per business: the account row stays locked until the link is stored, so a
    // second call (a double tap, a retry) waits and answers with the same invoice link
    return this.db.transaction(async (m) => {
      const [account] = await m.query<{ id: number }[]>(ENSURE_ACCOUNT_SQL[row.kind], [row.id]);
      const [open] = await m.query<{ invoice_url: string }[]>(OPEN_PURCHASE_SQL, [
        account.id,
        user.id,
        plan,
        amount,
        new Date(now),
      ]);
      if (open) return { invoice_url: open.invoice_url };
      const [purchase] = await m.query<{ id: number }[]>(INSERT_PURCHASE_SQL, [
        account.id,
        user.id,
        plan,
        amount,
        STARS,
        new Date(now),
      ]);
      const invoiceUrl = await this.invoiceLink(row, plan, amount, purchase.id);
      await m.query(SET_PURCHASE_LINK_SQL, [purchase.id, invoiceUrl]);
      return { invoice_url: invoiceUrl };
    });
  }

  /** The Stars subscription invoice link naming the purchase; 503 when Telegram does not make one. */
  private async invoiceLink(row: BusinessRow, plan: PaidPlan, amount: number, purchaseId: number): Promise<string> {
    const title = PLAN_TITLES[plan];
    try {
      return await this.stars.createSubscriptionLink({
        title: `Тариф ${title}`,
        description: `Тариф ${title} для «${row.name.slice(0, 100)}»: 30 дней, продлевается каждый месяц`,
        payload: `${PLAN_PAYLOAD_PREFIX}${purchaseId}`,
        label: title,
        amount,
      });
    } catch (e) {
      this.logger.warn(`createInvoiceLink failed: ${e instanceof Error ? e.message : String(e)}`);
      throw new DomainError('plan_invoice_failed');
    }
  }

  /** POST /billing/cancel: Telegram stops renewing; the plan stays until paid_until. */
  async cancel(user: User): Promise<BillingResponse> {
    const row = await this.ownBusiness(user);
    if (!this.plans.enabled) throw new DomainError('plans_disabled');
    if (row.auto_renew && row.subscription_charge_id && row.payer_telegram_id) {
      try {
        await this.stars.setRenewalCancelled(Number(row.payer_telegram_id), row.subscription_charge_id, true);
      } catch (e) {
        this.logger.warn(`editUserStarSubscription failed: ${e instanceof Error ? e.message : String(e)}`);
        throw new DomainError('plan_cancel_failed');
      }
      await this.db.query(`UPDATE billing_accounts SET auto_renew = false, updated_at = now() WHERE id = $1`, [
        row.account_id,
      ]);
    }
    return this.answer(await this.ownBusiness(user));
  }

  /** The caller's business: owners and independent masters only (403 for everyone else). */
  private async ownBusiness(user: User): Promise<BusinessRow> {
    const row = await this.plans.businessOfUser(user.id);
    if (!row) throw new DomainError('forbidden');
    return row;
  }

  private async answer(row: BusinessRow): Promise<BillingResponse> {
    const now = this.clock.now();
    const effective = this.plans.effective(row, now);
    const usage = await this.plans.usage(row, now);
    const paid = effective.status !== 'free';
    const price = (plan: PaidPlan): PlanPrice => ({ rub: RUB_PRICES[plan], stars: this.starsPrice(plan) });
    return {
      enabled: this.plans.enabled,
      plan: effective.plan,
      status: effective.status,
      paid_until: paid && row.paid_until ? new Date(row.paid_until).toISOString() : null,
      auto_renew: paid && row.auto_renew === true,
      limits: this.plans.limits(row, now),
      usage: { masters: row.kind === 'organization' ? usage.masters : 1, records_this_month: usage.records },
      prices: { pro: price('pro'), enterprise: price('enterprise') },
      business: { kind: row.kind, id: row.id, name: row.name },
      grace_until: effective.graceUntilMs !== null ? new Date(effective.graceUntilMs).toISOString() : null,
    };
  }
}

import { independentMaster } from '../access/access.sql';
import { GRACE_DAYS } from './plans';
import { DEFAULT_TIME_ZONE } from '../access/master-access';

/** Statements of billing (the owner of the billing_* tables). */

/** A business with its plan row (LEFT JOINed: null columns when never paid). */
export interface BusinessRow {
  kind: 'organization' | 'master';
  id: number;
  name: string;
  zone: string;
  phone: string | null;
  owner_id: number;
  owner_telegram_id: string;
  owner_language: string | null;
  account_id: number | null;
  plan: 'basic' | 'pro' | 'enterprise' | null;
  paid_until: Date | null;
  auto_renew: boolean | null;
  subscription_charge_id: string | null;
  payer_telegram_id: string | null;
}

const ACCOUNT_COLUMNS = `ba.id AS account_id, ba.plan, ba.paid_until, ba.auto_renew, ba.subscription_charge_id,
       ba.payer_telegram_id`;

const ORGANIZATION_BUSINESS = `
  SELECT 'organization' AS kind, o.id, o.name, o.time_zone AS zone, o.phone, o.owner_id,
         ow.telegram_id AS owner_telegram_id, ow.language_code AS owner_language, ${ACCOUNT_COLUMNS}
    FROM organizations o JOIN users ow ON ow.id = o.owner_id
    LEFT JOIN billing_accounts ba ON ba.organization_id = o.id`;

const MASTER_BUSINESS = `
  SELECT 'master' AS kind, u.id, concat_ws(' ', u.first_name, u.last_name) AS name,
         coalesce(ms.time_zone, '${DEFAULT_TIME_ZONE}') AS zone, u.phone, u.id AS owner_id,
         u.telegram_id AS owner_telegram_id, u.language_code AS owner_language, ${ACCOUNT_COLUMNS}
    FROM users u LEFT JOIN master_schedules ms ON ms.master_id = u.id
    LEFT JOIN billing_accounts ba ON ba.master_id = u.id`;

/** The caller's own business: the organization they own, else themselves as an independent master. */
export const BUSINESS_OF_USER_SQL = `
  SELECT * FROM (
    ${ORGANIZATION_BUSINESS} WHERE o.owner_id = $1
    UNION ALL
    ${MASTER_BUSINESS} WHERE u.id = $1 AND ${independentMaster('u.id')}
  ) b ORDER BY (b.kind = 'master') LIMIT 1`;

export const ORGANIZATION_BUSINESS_SQL = `${ORGANIZATION_BUSINESS} WHERE o.id = $1`;
export const MASTER_BUSINESS_SQL = `${MASTER_BUSINESS} WHERE u.id = $1`;

/** Masters of an organization now, and the records of the month around `$3` in the business's zone `$4`. */
export const USAGE_SQL = `
  SELECT (SELECT count(*) FROM organization_members m
           WHERE $1::int IS NOT NULL AND m.organization_id = $1 AND m.role = 'master')::int AS masters,
         (SELECT count(*) FROM appointments a
           WHERE (CASE WHEN $1::int IS NOT NULL THEN a.organization_id = $1
                       ELSE a.master_id = $2 AND a.organization_id IS NULL END)
             AND a.starts_at >= date_trunc('month', $3::timestamptz AT TIME ZONE $4::varchar) AT TIME ZONE $4::varchar
             AND a.starts_at < (date_trunc('month', $3::timestamptz AT TIME ZONE $4::varchar) + interval '1 month')
                               AT TIME ZONE $4::varchar
             AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict'))::int AS records`;

/**
 * The business's plan row, made on first need (one per business, whoever asks first), and locked until the
 * transaction ends. An upsert returns the row even when a parallel call made it a moment ago (a read after
 * DO NOTHING would miss that row: its snapshot is older), so parallel purchases never fail, and the lock
 * makes them decide one after the other whether an open purchase is there to reuse.
 */
export const ENSURE_ACCOUNT_SQL = {
  organization: `
    INSERT INTO billing_accounts (organization_id) VALUES ($1)
    ON CONFLICT (organization_id) DO UPDATE SET organization_id = EXCLUDED.organization_id RETURNING id`,
  master: `
    INSERT INTO billing_accounts (master_id) VALUES ($1)
    ON CONFLICT (master_id) DO UPDATE SET master_id = EXCLUDED.master_id RETURNING id`,
} as const;

/** A purchase asked for within this long and not paid is still open: asking again gives its invoice link. */
export const OPEN_PURCHASE_HOURS = 24;

/** $1 account, $2 buyer, $3 plan, $4 amount, $5 now: the open purchase of the same plan at the same price. */
export const OPEN_PURCHASE_SQL = `
  SELECT id, invoice_url FROM billing_purchases
   WHERE account_id = $1 AND user_id = $2 AND plan = $3 AND amount = $4 AND status = 'pending'
     AND invoice_url IS NOT NULL AND created_at > $5::timestamptz - interval '${OPEN_PURCHASE_HOURS} hours'
   ORDER BY id DESC LIMIT 1`;

export const INSERT_PURCHASE_SQL = `
  INSERT INTO billing_purchases (account_id, user_id, plan, amount, currency, created_at)
  VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`;

export const SET_PURCHASE_LINK_SQL = `UPDATE billing_purchases SET invoice_url = $2 WHERE id = $1`;

/** What the pre-checkout needs, in one read: the purchase, and whether its buyer still owns its business. */
export const PURCHASE_CHECK_SQL = `
  SELECT p.id, p.plan, p.amount, p.currency, p.status, p.user_id, u.telegram_id,
         CASE WHEN ba.organization_id IS NOT NULL
              THEN EXISTS (SELECT 1 FROM organizations o WHERE o.id = ba.organization_id AND o.owner_id = p.user_id)
              ELSE ba.master_id = p.user_id AND ${independentMaster('p.user_id')} END AS owns
    FROM billing_purchases p JOIN billing_accounts ba ON ba.id = p.account_id JOIN users u ON u.id = p.user_id
   WHERE p.id = $1`;

/** A payment as the super admin sees it: who paid, for which business. */
const ADMIN_PAYMENT_SELECT = `
  SELECT p.id, p.telegram_payment_charge_id, p.plan, p.amount, p.currency, p.is_recurring, p.is_first_recurring,
         p.period_end, p.created_at, p.refunded_at, p.refund_due, p.payer_telegram_id,
         u.id AS user_id, concat_ws(' ', u.first_name, u.last_name) AS payer_name,
         CASE WHEN ba.organization_id IS NOT NULL THEN 'organization' WHEN ba.master_id IS NOT NULL THEN 'master' END
           AS business_kind,
         coalesce(ba.organization_id, ba.master_id) AS business_id,
         coalesce(o.name, concat_ws(' ', mu.first_name, mu.last_name)) AS business_name
    FROM billing_payments p
    LEFT JOIN users u ON u.telegram_id = p.payer_telegram_id
    LEFT JOIN billing_accounts ba ON ba.id = p.account_id
    LEFT JOIN organizations o ON o.id = ba.organization_id
    LEFT JOIN users mu ON mu.id = ba.master_id`;

/** The super admin's list of payments, newest first. */
export const ADMIN_PAYMENTS_SQL = `${ADMIN_PAYMENT_SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`;
export const ADMIN_PAYMENT_SQL = `${ADMIN_PAYMENT_SELECT} WHERE p.id = $1`;

/**
 * Grace notices due at `$1`: one per plan lapsed less than 3 days ago and per day of its grace (the row
 * in billing_notices is the mark, so any number of runners tell the owner once a day). A plan Telegram
 * renews gets an hour for the renewal to arrive before anyone is told.
 */
export const DUE_GRACE_SQL = `
  WITH due AS (
    SELECT ba.id, ba.plan, ba.paid_until, ba.organization_id, ba.master_id,
           CASE WHEN ba.organization_id IS NOT NULL THEN 'o:' || ba.organization_id ELSE 'm:' || ba.master_id END
             AS business_key,
           to_char(ba.paid_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || '#'
             || (floor(extract(epoch FROM ($1::timestamptz - ba.paid_until)) / 86400)::int + 1) AS period,
           floor(extract(epoch FROM ($1::timestamptz - ba.paid_until)) / 86400)::int + 1 AS day
      FROM billing_accounts ba
     WHERE ba.plan <> 'basic' AND ba.paid_until <= $1::timestamptz
       AND ba.paid_until > $1::timestamptz - interval '3 days'
       AND NOT (ba.auto_renew AND $1::timestamptz < ba.paid_until + interval '1 hour')),
  marked AS (
    INSERT INTO billing_notices (account_key, kind, period)
    SELECT business_key, 'grace', period FROM due
    ON CONFLICT DO NOTHING RETURNING account_key, period)
  SELECT due.plan, due.paid_until, due.day, ow.id AS owner_id, ow.telegram_id AS owner_telegram_id,
         coalesce(o.name, concat_ws(' ', ow.first_name, ow.last_name)) AS business_name
    FROM due JOIN marked ON marked.account_key = due.business_key AND marked.period = due.period
    LEFT JOIN organizations o ON o.id = due.organization_id
    JOIN users ow ON ow.id = coalesce(o.owner_id, due.master_id)`;

/** Marks a notice as given; true when it was not given before. */
export const MARK_NOTICE_SQL = `
  INSERT INTO billing_notices (account_key, kind, period) VALUES ($1, $2, $3)
  ON CONFLICT DO NOTHING RETURNING kind`;

/**
 * For a statement that queues work decided later (an own notification text): when the business's paid plan
 * (Pro or Enterprise) ends with its grace, null on Basic or never paid. `org`/`master` are SQL expressions;
 * the organization's plan counts when `org` is not null, else the independent master's.
 */
export const paidPlanUntilSql = (org: string, master: string): string => `(
  SELECT CASE WHEN ba.plan IN ('pro', 'enterprise') THEN ba.paid_until + interval '${GRACE_DAYS} days' END
    FROM billing_accounts ba
   WHERE (${org} IS NOT NULL AND ba.organization_id = ${org}) OR (${org} IS NULL AND ba.master_id = ${master}))`;

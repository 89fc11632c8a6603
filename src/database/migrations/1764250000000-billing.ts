import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans paid with Telegram Stars, and the limits each plan promises.
 *
 * billing_accounts: one row per business (an organization, or an independent master by user id): the plan
 * last paid for, until when, whether Telegram renews it, and the subscription to cancel. The effective plan
 * is computed from it and the clock (3 days of grace after paid_until, then Basic), so nothing has to run
 * for a plan to lapse. billing_purchases: what an invoice link was made for (its payload names the row).
 * billing_payments: every successful payment, keyed by Telegram's charge id (unique: a delivery Telegram
 * repeats is stored once and acted on once). billing_notices: what the business was already told (grace
 * days, the month's 80 % and 100 % of records), one row per kind and period. Nothing here is ever deleted.
 *
 * The limits are decided by the database inside the writes they guard, under transaction advisory locks
 * (two-key form; class 7004501 an organization's records, 7004502 an independent master's records, 7004503
 * an organization's masters), so concurrent writers at the limit are decided one after the other and only
 * one wins. Being VOLATILE, each check counts in a fresh snapshot taken after its lock. A limit of 0 means
 * no limit (billing off, or a plan without that limit): then nothing is locked or counted.
 */
export class Billing1764250000000 implements MigrationInterface {
  name = 'Billing1764250000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_accounts (
        id serial PRIMARY KEY,
        organization_id int UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        plan varchar NOT NULL DEFAULT 'basic' CHECK (plan IN ('basic', 'pro', 'enterprise')),
        paid_until timestamptz,
        auto_renew boolean NOT NULL DEFAULT false,
        subscription_charge_id varchar,
        payer_telegram_id bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((organization_id IS NULL) <> (master_id IS NULL))
      )`);

    await q.query(`
      CREATE TABLE billing_purchases (
        id serial PRIMARY KEY,
        account_id int NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan varchar NOT NULL CHECK (plan IN ('pro', 'enterprise')),
        amount int NOT NULL CHECK (amount > 0),
        currency varchar NOT NULL,
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);

    // no foreign keys to users or businesses: a payment stays on record whatever happens to them
    await q.query(`
      CREATE TABLE billing_payments (
        id serial PRIMARY KEY,
        telegram_payment_charge_id varchar NOT NULL UNIQUE,
        provider_payment_charge_id varchar,
        purchase_id int,
        account_id int,
        payer_telegram_id bigint NOT NULL,
        plan varchar,
        amount int NOT NULL,
        currency varchar NOT NULL,
        is_recurring boolean NOT NULL DEFAULT false,
        is_first_recurring boolean NOT NULL DEFAULT false,
        period_end timestamptz,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX billing_payments_account_idx ON billing_payments (account_id, created_at)`);

    await q.query(`
      CREATE TABLE billing_notices (
        account_key varchar NOT NULL,
        kind varchar NOT NULL,
        period varchar NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_key, kind, period)
      )`);

    await q.query(`
      CREATE FUNCTION plan_records_check(p_org int, p_master int, p_start timestamptz, p_zone varchar,
                                         p_client int, p_key varchar, p_limit int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        month_start timestamptz;
        month_end timestamptz;
        taken int;
      BEGIN
        IF p_limit = 0 THEN RETURN true; END IF;
        IF p_org IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(7004501, p_org);
        ELSE
          PERFORM pg_advisory_xact_lock(7004502, p_master);
        END IF;
        -- a retry of a booking already made answers that booking (the insert's ON CONFLICT), never a refusal
        IF p_key IS NOT NULL AND EXISTS (
          SELECT 1 FROM appointments a WHERE a.client_id = p_client AND a.idempotency_key = p_key) THEN
          RETURN true;
        END IF;
        month_start := date_trunc('month', p_start AT TIME ZONE p_zone) AT TIME ZONE p_zone;
        month_end := (date_trunc('month', p_start AT TIME ZONE p_zone) + interval '1 month') AT TIME ZONE p_zone;
        SELECT count(*) INTO taken FROM appointments a
         WHERE (CASE WHEN p_org IS NOT NULL THEN a.organization_id = p_org
                     ELSE a.master_id = p_master AND a.organization_id IS NULL END)
           AND a.starts_at >= month_start AND a.starts_at < month_end
           -- a hold that expired, or a paid time taken meanwhile, never became a record
           AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict');
        IF taken >= p_limit THEN
          RAISE EXCEPTION 'the business holds % records this month', taken USING ERRCODE = 'BL002';
        END IF;
        RETURN true;
      END $$`);

    await q.query(`
      CREATE FUNCTION plan_masters_check(p_org int, p_limit int, p_invitation int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        taken int;
      BEGIN
        IF p_limit = 0 THEN RETURN true; END IF;
        PERFORM pg_advisory_xact_lock(7004503, p_org);
        -- an acceptance waiting for the owner's decision holds its place
        SELECT (SELECT count(*) FROM organization_members m WHERE m.organization_id = p_org AND m.role = 'master')
             + (SELECT count(*) FROM invitations i
                 WHERE i.organization_id = p_org AND i.role = 'master' AND i.status = 'confirmed'
                   AND i.id <> coalesce(p_invitation, 0))
          INTO taken;
        IF taken >= p_limit THEN
          RAISE EXCEPTION 'organization % has % masters', p_org, taken USING ERRCODE = 'BL001';
        END IF;
        RETURN true;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION plan_masters_check(int, int, int)`);
    await q.query(`DROP FUNCTION plan_records_check(int, int, timestamptz, varchar, int, varchar, int)`);
    await q.query(`DROP TABLE billing_notices`);
    await q.query(`DROP TABLE billing_payments`);
    await q.query(`DROP TABLE billing_purchases`);
    await q.query(`DROP TABLE billing_accounts`);
  }
}

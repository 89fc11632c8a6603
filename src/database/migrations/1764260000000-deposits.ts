import { MigrationInterface, QueryRunner } from 'typeorm';

const ALL_STATUSES = `'planned', 'confirmed', 'completed', 'no_show', 'cancelled', 'awaiting_payment', 'expired', 'payment_conflict'`;

/**
 * Deposits: a prepayment per service, paid through Telegram Payments in roubles.
 *
 * A service may ask for a deposit (a fixed sum or a percent of its price). A booking of it starts as
 * `awaiting_payment` with `hold_until`: it holds its time through the same no-overlap constraint until the
 * deposit runner (src/deposits/deposit-runner.ts) turns it `expired`. `expired` and `payment_conflict` (paid,
 * but its time was taken meanwhile) hold nothing, so the constraint now leaves them out, and the client's
 * quota does not count them.
 *
 * appointment_deposits: one row per booking that asks for a deposit: the amount, its state, the charge ids
 * once paid, the booking's usual notices (queued only when paid: nobody hears of an unpaid hold), when to
 * send the Pay button, and whether the business was told to refund. deposit_payments: every successful
 * payment, keyed by Telegram's charge id (unique: a delivery Telegram repeats is stored once and acted on
 * once); no foreign keys, so a payment stays on record whatever happens to its booking.
 *
 * The deposit follows its booking's status here, whichever path changes it: cancelled (by the business, or
 * by the client before the cutoff) -> refund_due; a no-show, or the client's cancel after the cutoff ->
 * retained. A completed visit keeps it paid (it counts towards the price).
 */
export class Deposits1764260000000 implements MigrationInterface {
  name = 'Deposits1764260000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE services
        ADD COLUMN deposit_type varchar CHECK (deposit_type IN ('fixed', 'percent')),
        ADD COLUMN deposit_value int CHECK (deposit_value > 0),
        ADD CONSTRAINT services_deposit_check CHECK ((deposit_type IS NULL) = (deposit_value IS NULL))`);

    await q.query(`ALTER TABLE appointments ADD COLUMN hold_until timestamptz`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_status_check CHECK (status IN (${ALL_STATUSES}))`,
    );
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&
      ) WHERE (status NOT IN ('cancelled', 'expired', 'payment_conflict'))`);
    // the runner's expiry: holds whose time is up
    await q.query(
      `CREATE INDEX appointments_hold_until_idx ON appointments (hold_until) WHERE status = 'awaiting_payment'`,
    );

    await q.query(`
      CREATE TABLE appointment_deposits (
        appointment_id int PRIMARY KEY REFERENCES appointments(id) ON DELETE CASCADE,
        amount int NOT NULL CHECK (amount > 0),
        currency varchar NOT NULL DEFAULT 'RUB',
        status varchar NOT NULL DEFAULT 'awaiting'
          CHECK (status IN ('awaiting', 'paid', 'refund_due', 'refunded', 'retained')),
        invoice_url text,
        telegram_payment_charge_id varchar UNIQUE,
        provider_payment_charge_id varchar,
        paid_at timestamptz,
        conflict_at timestamptz,
        moved_from int,
        prompt_due_at timestamptz,
        refund_told_at timestamptz,
        notices jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX appointment_deposits_prompt_idx ON appointment_deposits (prompt_due_at) WHERE prompt_due_at IS NOT NULL`,
    );
    await q.query(`
      CREATE INDEX appointment_deposits_todo_idx ON appointment_deposits (status)
        WHERE (status = 'refund_due' AND refund_told_at IS NULL) OR conflict_at IS NOT NULL`);

    await q.query(`
      CREATE TABLE deposit_payments (
        id serial PRIMARY KEY,
        telegram_payment_charge_id varchar NOT NULL UNIQUE,
        provider_payment_charge_id varchar,
        appointment_id int,
        payer_telegram_id bigint NOT NULL,
        amount int NOT NULL,
        currency varchar NOT NULL,
        outcome varchar NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE FUNCTION appointments_deposit_follows() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        late boolean;
      BEGIN
        IF NEW.status = 'cancelled' THEN
          late := NEW.cancelled_by = 'client' AND NEW.cancelled_at >= NEW.starts_at - make_interval(hours => COALESCE(
                    (SELECT ms.cancel_cutoff_hours FROM master_schedules ms WHERE ms.master_id = NEW.master_id), 3));
          UPDATE appointment_deposits
             SET status = CASE WHEN late THEN 'retained' ELSE 'refund_due' END, updated_at = NEW.updated_at
           WHERE appointment_id = NEW.id AND status = 'paid';
        ELSIF NEW.status = 'no_show' THEN
          UPDATE appointment_deposits SET status = 'retained', updated_at = NEW.updated_at
           WHERE appointment_id = NEW.id AND status = 'paid';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_deposit_follows AFTER UPDATE OF status ON appointments FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('cancelled', 'no_show'))
        EXECUTE FUNCTION appointments_deposit_follows()`);

    await q.query(quotaFunction(`'cancelled', 'no_show', 'completed', 'expired', 'payment_conflict'`));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(quotaFunction(`'cancelled', 'no_show', 'completed'`));
    await q.query(`DROP TRIGGER appointments_deposit_follows ON appointments`);
    await q.query(`DROP FUNCTION appointments_deposit_follows()`);
    await q.query(`DROP TABLE deposit_payments`);
    await q.query(`DROP TABLE appointment_deposits`);
    await q.query(`DROP INDEX appointments_hold_until_idx`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    // bookings that never became visits hold nothing in the older status set
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(`UPDATE appointments SET status = 'cancelled'
                    WHERE status IN ('awaiting_payment', 'expired', 'payment_conflict')`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('planned', 'confirmed', 'completed', 'no_show', 'cancelled'))`);
    await q.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        master_id WITH =, tstzrange(starts_at, occupied_until) WITH &&
      ) WHERE (status NOT IN ('cancelled'))`);
    await q.query(`ALTER TABLE appointments DROP COLUMN hold_until`);
    await q.query(`
      ALTER TABLE services DROP CONSTRAINT services_deposit_check, DROP COLUMN deposit_value, DROP COLUMN deposit_type`);
  }
}

/** booking_quota_check (migration 1764020000000) with `over` the statuses that no longer count. */
const quotaFunction = (over: string) => `
  CREATE OR REPLACE FUNCTION booking_quota_check(p_client int, p_master int, p_at timestamptz, p_key varchar,
                                                 p_per_master int, p_per_client int)
  RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    with_master int;
    in_all int;
  BEGIN
    IF p_client IS NULL OR (p_per_master = 0 AND p_per_client = 0) THEN RETURN true; END IF;
    PERFORM pg_advisory_xact_lock(7004400, p_client);
    IF p_key IS NOT NULL AND EXISTS (
      SELECT 1 FROM appointments a WHERE a.client_id = p_client AND a.idempotency_key = p_key) THEN
      RETURN true;
    END IF;
    SELECT count(*) FILTER (WHERE a.master_id = p_master), count(*) INTO with_master, in_all
      FROM appointments a
     WHERE a.client_id = p_client AND a.starts_at > p_at
       AND a.status NOT IN (${over});
    IF p_per_master > 0 AND with_master >= p_per_master THEN
      RAISE EXCEPTION 'client % holds % live future bookings with master %', p_client, with_master, p_master
        USING ERRCODE = 'BK001';
    END IF;
    IF p_per_client > 0 AND in_all >= p_per_client THEN
      RAISE EXCEPTION 'client % holds % live future bookings', p_client, in_all USING ERRCODE = 'BK002';
    END IF;
    RETURN true;
  END $$`;

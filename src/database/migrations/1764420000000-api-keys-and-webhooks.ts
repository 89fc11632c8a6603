import { MigrationInterface, QueryRunner } from 'typeorm';

const LIVE = `('planned', 'confirmed')`;
const UNBOOKED = `('awaiting_payment', 'expired', 'payment_conflict')`;

/** The booking as a webhook's `data` carries it (instants as ISO text in UTC). */
const BOOKING_DATA = `jsonb_build_object(
  'id', NEW.id, 'status', NEW.status, 'master_id', NEW.master_id, 'organization_id', NEW.organization_id,
  'service_id', NEW.service_id, 'client_id', NEW.client_id, 'client_name', NEW.client_name,
  'client_phone', NEW.client_phone, 'starts_at', to_char(NEW.starts_at AT TIME ZONE 'UTC', ${iso()}),
  'ends_at', to_char(NEW.ends_at AT TIME ZONE 'UTC', ${iso()}), 'price', NEW.price, 'comment', NEW.comment,
  'cancelled_by', NEW.cancelled_by, 'cancel_reason', NEW.cancel_reason)`;

function iso(): string {
  return `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
}

/**
 * API keys and webhooks of a business (an organization, or an independent master: exactly one is set).
 *
 * api_keys: only the SHA-256 of a key is kept (the key is shown once), with its first characters to tell keys
 * apart; a revoked key stays listed for the record. webhooks: the address, the events it wants and its
 * signing secret (needed to sign, so kept as is); `enabled` turns false after 24 h of failed deliveries.
 *
 * webhook_deliveries is the webhooks' outbox, written by triggers IN THE TRANSACTION OF THE CHANGE, whichever
 * path makes it (the mini app, the bot's buttons, the deposit runner, a series): a booking created (a new live
 * booking, or a deposit hold paid), moved, cancelled, completed, marked a no-show; a deposit paid; a review
 * written. A business with no webhook costs one indexed lookup per change. `order_key` names the booking:
 * deliveries of one booking to one webhook go out one after another, in id order. `next_attempt_at` NULL is
 * due at once (the triggers have no application clock); the delivery runner sets it from its clock.
 */
export class ApiKeysAndWebhooks1764420000000 implements MigrationInterface {
  name = 'ApiKeysAndWebhooks1764420000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int REFERENCES users(id) ON DELETE CASCADE,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        name varchar(100) NOT NULL,
        prefix varchar(20) NOT NULL,
        key_hash char(64) NOT NULL UNIQUE,
        scopes varchar[] NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT api_keys_one_business CHECK (num_nonnulls(organization_id, master_id) = 1)
      )`);
    await q.query(`CREATE INDEX api_keys_business_idx ON api_keys (organization_id, master_id)`);

    await q.query(`
      CREATE TABLE webhooks (
        id serial PRIMARY KEY,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int REFERENCES users(id) ON DELETE CASCADE,
        created_by int REFERENCES users(id) ON DELETE SET NULL,
        url varchar(2000) NOT NULL,
        events varchar[] NOT NULL,
        secret varchar(100) NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT webhooks_one_business CHECK (num_nonnulls(organization_id, master_id) = 1)
      )`);
    await q.query(`CREATE INDEX webhooks_organization_idx ON webhooks (organization_id) WHERE enabled`);
    await q.query(`CREATE INDEX webhooks_master_idx ON webhooks (master_id) WHERE enabled`);

    await q.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        webhook_id int NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        event varchar(40) NOT NULL,
        order_key varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        first_attempt_at timestamptz,
        last_attempt_at timestamptz,
        response_code int,
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at NULLS FIRST, id)
        WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (webhook_id, order_key, id)
        WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, id DESC)`);

    // one delivery per enabled webhook of the business that wants the event
    await q.query(`
      CREATE FUNCTION webhook_enqueue(p_org int, p_master int, p_event varchar, p_order_key varchar,
                                      p_at timestamptz, p_data jsonb)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO webhook_deliveries (webhook_id, event, order_key, payload)
        SELECT w.id, p_event, p_order_key,
               jsonb_build_object('type', p_event,
                                  'timestamp', to_char(p_at AT TIME ZONE 'UTC', ${iso()}),
                                  'data', p_data)
          FROM webhooks w
         WHERE w.enabled AND p_event = ANY (w.events)
           AND (CASE WHEN p_org IS NOT NULL THEN w.organization_id = p_org
                     ELSE w.master_id = p_master AND w.organization_id IS NULL END)
         ORDER BY w.id;
      END $$`);

    await q.query(`
      CREATE FUNCTION appointments_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ev varchar;
        data jsonb := ${BOOKING_DATA};
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.status IN ${LIVE} THEN ev := 'booking.created'; END IF;
        ELSIF OLD.status IN ${UNBOOKED} AND NEW.status IN ${LIVE} THEN
          ev := 'booking.created';
        ELSIF OLD.status IN ${LIVE} AND NEW.status = 'cancelled' THEN
          ev := 'booking.cancelled';
        ELSIF OLD.status IN ${LIVE} AND NEW.status = 'completed' THEN
          ev := 'booking.completed';
        ELSIF OLD.status IN ${LIVE} AND NEW.status = 'no_show' THEN
          ev := 'booking.no_show';
        ELSIF OLD.status IN ${LIVE} AND NEW.status IN ${LIVE} AND OLD.starts_at IS DISTINCT FROM NEW.starts_at THEN
          ev := 'booking.moved';
          data := data || jsonb_build_object('previous_starts_at',
                                             to_char(OLD.starts_at AT TIME ZONE 'UTC', ${iso()}));
        END IF;
        IF ev IS NOT NULL THEN
          PERFORM webhook_enqueue(NEW.organization_id, NEW.master_id, ev, 'appointment:' || NEW.id,
                                  COALESCE(NEW.updated_at, now()), data);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_webhooks_insert AFTER INSERT ON appointments FOR EACH ROW
        WHEN (NEW.status IN ${LIVE}) EXECUTE FUNCTION appointments_webhooks()`);
    await q.query(`
      CREATE TRIGGER appointments_webhooks_update AFTER UPDATE OF status, starts_at ON appointments FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at)
        EXECUTE FUNCTION appointments_webhooks()`);

    await q.query(`
      CREATE FUNCTION appointment_deposits_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        a record;
      BEGIN
        SELECT id, organization_id, master_id INTO a FROM appointments WHERE id = NEW.appointment_id;
        PERFORM webhook_enqueue(a.organization_id, a.master_id, 'payment.received', 'appointment:' || a.id,
          COALESCE(NEW.paid_at, now()),
          jsonb_build_object('appointment_id', a.id, 'amount', NEW.amount, 'currency', NEW.currency,
                             'paid_at', to_char(COALESCE(NEW.paid_at, now()) AT TIME ZONE 'UTC', ${iso()})));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointment_deposits_webhooks AFTER UPDATE OF status ON appointment_deposits FOR EACH ROW
        WHEN (NEW.status = 'paid' AND OLD.status IS DISTINCT FROM 'paid')
        EXECUTE FUNCTION appointment_deposits_webhooks()`);

    await q.query(`
      CREATE FUNCTION reviews_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM webhook_enqueue(NEW.organization_id, NEW.master_id, 'review.created',
          'appointment:' || NEW.appointment_id, NEW.created_at,
          jsonb_build_object('id', NEW.id, 'appointment_id', NEW.appointment_id, 'master_id', NEW.master_id,
                             'organization_id', NEW.organization_id, 'rating', NEW.rating, 'text', NEW.text));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_webhooks AFTER INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_webhooks()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER reviews_webhooks ON reviews`);
    await q.query(`DROP FUNCTION reviews_webhooks()`);
    await q.query(`DROP TRIGGER appointment_deposits_webhooks ON appointment_deposits`);
    await q.query(`DROP FUNCTION appointment_deposits_webhooks()`);
    await q.query(`DROP TRIGGER appointments_webhooks_update ON appointments`);
    await q.query(`DROP TRIGGER appointments_webhooks_insert ON appointments`);
    await q.query(`DROP FUNCTION appointments_webhooks()`);
    await q.query(`DROP FUNCTION webhook_enqueue(int, int, varchar, varchar, timestamptz, jsonb)`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhooks`);
    await q.query(`DROP TABLE api_keys`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The same work after a booking for less of the database's time: a new booking's share of the client base's
 * figures (client_stats, migration 1764470000000) is ADDED to its rows, as booking_days already adds it,
 * instead of the client's bookings with that master being read again, in one upsert for the master's and
 * the organization's rows; booking_days's addition (migration 1764550000000) takes its locks in one
 * statement instead of a cursor loop and finds each row's zone by a join instead of a call per row; the
 * webhook payload of a booking is built only when its business has a webhook; and triggers with nothing to
 * do for a booking (the seat counter of a group session for a booking that is no seat, the default of
 * occupied_until for a row that has it) are no longer called for it. Updates and deletes keep the full
 * recount of the rows they touch.
 *
 * The addition gives what a recount would: counts and revenue add up, the first and last dates are the
 * least and greatest, and the latest booking (its start, id, name and phone) is the later of the kept one
 * and the new ones by (start, id). The locks are the recounts' (per business and client; per master and
 * day), taken in the same order, so an addition and a recount of the same rows run one after the other.
 */
const NOT_BOOKINGS = `'expired', 'payment_conflict'`;

const COLUMNS = `organization_id, master_id, client_key, visits, no_shows, cancelled, revenue, first_visit, last_visit,
  last_live, latest_at, latest_id, booked_name, booked_phone`;

/** The figures of new bookings `a` of one group (as client_stats_refresh counts them). */
const FIGURES = `
  count(*) FILTER (WHERE a.status = 'completed')::int,
  count(*) FILTER (WHERE a.status = 'no_show')::int,
  count(*) FILTER (WHERE a.status = 'cancelled')::int,
  COALESCE(sum(a.price) FILTER (WHERE a.status = 'completed'), 0),
  min(a.starts_at) FILTER (WHERE a.status = 'completed'),
  max(a.starts_at) FILTER (WHERE a.status = 'completed'),
  max(a.starts_at) FILTER (WHERE a.status <> 'cancelled'),
  max(a.starts_at),
  (array_agg(a.id ORDER BY a.starts_at DESC, a.id DESC))[1],
  (array_agg(a.client_name ORDER BY a.starts_at DESC, a.id DESC))[1],
  (array_agg(a.client_phone ORDER BY a.starts_at DESC, a.id DESC))[1]`;

/** The kept row `s` with the new figures (EXCLUDED) added. */
const LATER = `(EXCLUDED.latest_at, EXCLUDED.latest_id) > (s.latest_at, s.latest_id)`;
const ADDED = `
  visits = s.visits + EXCLUDED.visits, no_shows = s.no_shows + EXCLUDED.no_shows,
  cancelled = s.cancelled + EXCLUDED.cancelled, revenue = s.revenue + EXCLUDED.revenue,
  first_visit = LEAST(s.first_visit, EXCLUDED.first_visit), last_visit = GREATEST(s.last_visit, EXCLUDED.last_visit),
  last_live = GREATEST(s.last_live, EXCLUDED.last_live), latest_at = GREATEST(s.latest_at, EXCLUDED.latest_at),
  latest_id = CASE WHEN ${LATER} THEN EXCLUDED.latest_id ELSE s.latest_id END,
  booked_name = CASE WHEN ${LATER} THEN EXCLUDED.booked_name ELSE s.booked_name END,
  booked_phone = CASE WHEN ${LATER} THEN EXCLUDED.booked_phone ELSE s.booked_phone END`;

const COUNTED = `a.client_key IS NOT NULL AND a.status NOT IN (${NOT_BOOKINGS})`;

/** New bookings `a` with the zone whose dates key their booking_days rows (booking_days_zone's). */
const NEW_WITH_ZONE = `new_rows a LEFT JOIN organizations o ON o.id = a.organization_id
  LEFT JOIN master_schedules ms ON ms.master_id = a.master_id AND a.organization_id IS NULL`;
const DAY = `(a.starts_at AT TIME ZONE COALESCE(CASE WHEN a.organization_id IS NOT NULL THEN o.time_zone
  ELSE ms.time_zone END, 'Europe/Moscow'))::date`;
/** booking_days's figures of new bookings `a` (no deposit is retained yet), after the key. */
const DAY_FIGURES = `
  count(*)::int,
  count(*) FILTER (WHERE a.status = 'completed')::int,
  count(*) FILTER (WHERE a.status = 'cancelled')::int,
  count(*) FILTER (WHERE a.status = 'no_show')::int,
  COALESCE(sum(a.price) FILTER (WHERE a.status = 'completed'), 0),
  0,
  COALESCE(range_agg(tstzrange(a.starts_at, a.ends_at)) FILTER (WHERE a.status <> 'cancelled'), '{}'::tstzmultirange)`;
/** The locks of booking_days (migration 1764550000000): a master's rows in one business, and one of its days. */
const MASTER_LOCK = `hashtextextended('booking_days:' || COALESCE(t.org, 0) || ':' || t.master, 0)`;
const DAY_LOCK = `hashtextextended('booking_days:' || COALESCE(t.org, 0) || ':' || t.master || ':' || t.day, 0)`;

/** The webhook payload of booking NEW (as migration 1764420000000 writes it). */
const BOOKING_DATA = `jsonb_build_object(
  'id', NEW.id, 'status', NEW.status, 'master_id', NEW.master_id, 'organization_id', NEW.organization_id,
  'service_id', NEW.service_id, 'client_id', NEW.client_id, 'client_name', NEW.client_name,
  'client_phone', NEW.client_phone, 'starts_at', to_char(NEW.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'ends_at', to_char(NEW.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'price', NEW.price, 'comment', NEW.comment,
  'cancelled_by', NEW.cancelled_by, 'cancel_reason', NEW.cancel_reason)`;

/** The events of a booking's insert or change (migration 1764420000000), `data` built only when a webhook listens. */
const webhooksFunction = (lazy: boolean) => `
  CREATE OR REPLACE FUNCTION appointments_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    ev varchar;
    data jsonb${lazy ? '' : ` := ${BOOKING_DATA}`};
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF NEW.status IN ('planned', 'confirmed') THEN ev := 'booking.created'; END IF;
    ELSIF OLD.status IN ('awaiting_payment', 'expired', 'payment_conflict') AND NEW.status IN ('planned', 'confirmed') THEN
      ev := 'booking.created';
    ELSIF OLD.status IN ('planned', 'confirmed') AND NEW.status = 'cancelled' THEN
      ev := 'booking.cancelled';
    ELSIF OLD.status IN ('planned', 'confirmed') AND NEW.status = 'completed' THEN
      ev := 'booking.completed';
    ELSIF OLD.status IN ('planned', 'confirmed') AND NEW.status = 'no_show' THEN
      ev := 'booking.no_show';
    ELSIF OLD.status IN ('planned', 'confirmed') AND NEW.status IN ('planned', 'confirmed') AND OLD.starts_at IS DISTINCT FROM NEW.starts_at THEN
      ev := 'booking.moved';
    END IF;
    ${
      lazy
        ? `IF ev IS NULL OR NOT (
         (NEW.organization_id IS NOT NULL AND EXISTS (
            SELECT 1 FROM webhooks w WHERE w.enabled AND w.organization_id = NEW.organization_id))
      OR (NEW.organization_id IS NULL AND EXISTS (
            SELECT 1 FROM webhooks w WHERE w.enabled AND w.master_id = NEW.master_id AND w.organization_id IS NULL))) THEN
      RETURN NULL;
    END IF;
    data := ${BOOKING_DATA};`
        : ''
    }
    IF ev = 'booking.moved' THEN
      data := data || jsonb_build_object('previous_starts_at',
                                         to_char(OLD.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
    END IF;
    IF ev IS NOT NULL THEN
      PERFORM webhook_enqueue(NEW.organization_id, NEW.master_id, ev, 'appointment:' || NEW.id,
                              COALESCE(NEW.updated_at, now()), data);
    END IF;
    RETURN NULL;
  END $$`;

export class BookingTriggerCosts1764640000000 implements MigrationInterface {
  name = 'BookingTriggerCosts1764640000000';

  public async up(q: QueryRunner): Promise<void> {
    // the new bookings of an INSERT added to their clients' rows: the master's and the organization's
    await q.query(`
      CREATE FUNCTION appointments_add_client_stats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('client_stats:' || COALESCE(k.org, 0) || ':' || k.key, 0))
           FROM (SELECT DISTINCT a.organization_id AS org, a.master_id AS master, a.client_key AS key
                   FROM new_rows a WHERE ${COUNTED} ORDER BY 1, 2, 3) k;
        INSERT INTO client_stats AS s (${COLUMNS})
        SELECT COALESCE(a.organization_id, 0), a.master_id, a.client_key, ${FIGURES}
          FROM new_rows a WHERE ${COUNTED}
         GROUP BY 1, 2, 3
         UNION ALL
        SELECT a.organization_id, 0, a.client_key, ${FIGURES}
          FROM new_rows a WHERE ${COUNTED} AND a.organization_id IS NOT NULL
         GROUP BY 1, 3
         ORDER BY 1, 2, 3
        ON CONFLICT (organization_id, master_id, client_key) DO UPDATE SET ${ADDED};
        RETURN NULL;
      END $$`);
    // ... and to their days' rows, without a function call or a cursor per row
    await q.query(`
      CREATE FUNCTION appointments_add_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM CASE WHEN NOT t.bulk THEN pg_advisory_xact_lock_shared(${MASTER_LOCK}) END,
                CASE WHEN NOT t.bulk THEN pg_advisory_xact_lock(${DAY_LOCK})
                     WHEN t.first_of_master THEN pg_advisory_xact_lock(${MASTER_LOCK}) END
           FROM (SELECT t.*, count(*) OVER () > 64 AS bulk,
                        row_number() OVER (PARTITION BY t.org, t.master ORDER BY t.day, t.service) = 1 AS first_of_master
                   FROM (SELECT DISTINCT a.organization_id AS org, a.master_id AS master, ${DAY} AS day,
                                COALESCE(a.service_id, 0) AS service
                           FROM ${NEW_WITH_ZONE}) t) t
          ORDER BY t.org, t.master, t.day, t.service;
        INSERT INTO booking_days AS k
        SELECT COALESCE(a.organization_id, 0), a.master_id, ${DAY}, COALESCE(a.service_id, 0), ${DAY_FIGURES}
          FROM ${NEW_WITH_ZONE}
         WHERE a.status NOT IN (${NOT_BOOKINGS}) AND a.master_id IS NOT NULL
         GROUP BY 1, 2, 3, 4
        ON CONFLICT (organization_id, master_id, day, service_id) DO UPDATE
           SET bookings = k.bookings + EXCLUDED.bookings, visits = k.visits + EXCLUDED.visits,
               cancelled = k.cancelled + EXCLUDED.cancelled, no_shows = k.no_shows + EXCLUDED.no_shows,
               revenue = k.revenue + EXCLUDED.revenue, booked = k.booked + EXCLUDED.booked;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_keep_client_stats_on_insert AFTER INSERT ON appointments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_add_client_stats()`);
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_keep_booking_days_on_insert AFTER INSERT ON appointments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_add_booking_days()`);
    await q.query(webhooksFunction(true));
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_default_occupied_until BEFORE INSERT ON appointments FOR EACH ROW
        WHEN (NEW.occupied_until IS NULL) EXECUTE FUNCTION appointments_default_occupied_until()`);
    // the seat counter: only rows that are, or were, a seat of a group session
    await q.query(`DROP TRIGGER appointments_session_seats ON appointments`);
    await q.query(`
      CREATE TRIGGER appointments_session_seats AFTER INSERT ON appointments FOR EACH ROW
        WHEN (NEW.session_id IS NOT NULL) EXECUTE FUNCTION appointments_session_seats()`);
    await q.query(`
      CREATE TRIGGER appointments_session_seats_on_update AFTER UPDATE OF status, session_id ON appointments FOR EACH ROW
        WHEN (OLD.session_id IS NOT NULL OR NEW.session_id IS NOT NULL) EXECUTE FUNCTION appointments_session_seats()`);
    await q.query(`
      CREATE TRIGGER appointments_session_seats_on_delete AFTER DELETE ON appointments FOR EACH ROW
        WHEN (OLD.session_id IS NOT NULL) EXECUTE FUNCTION appointments_session_seats()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER appointments_session_seats_on_delete ON appointments`);
    await q.query(`DROP TRIGGER appointments_session_seats_on_update ON appointments`);
    await q.query(`DROP TRIGGER appointments_session_seats ON appointments`);
    await q.query(`
      CREATE TRIGGER appointments_session_seats AFTER INSERT OR DELETE OR UPDATE OF status, session_id ON appointments
        FOR EACH ROW EXECUTE FUNCTION appointments_session_seats()`);
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_default_occupied_until BEFORE INSERT ON appointments FOR EACH ROW
        EXECUTE FUNCTION appointments_default_occupied_until()`);
    await q.query(webhooksFunction(false));
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_keep_client_stats_on_insert AFTER INSERT ON appointments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_client_stats()`);
    await q.query(`
      CREATE OR REPLACE TRIGGER appointments_keep_booking_days_on_insert AFTER INSERT ON appointments
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_keep_booking_days()`);
    await q.query(`DROP FUNCTION appointments_add_booking_days()`);
    await q.query(`DROP FUNCTION appointments_add_client_stats()`);
  }
}

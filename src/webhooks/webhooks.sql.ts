import { ofBusiness } from '../api-keys/api-keys.sql';

/** The statements of webhooks and their deliveries (webhook_deliveries is written by the triggers of migration
 *  1764420000000 and read and updated only here). */

const HOOK_COLUMNS = `id, url, events, enabled, created_at, disabled_at`;

export const INSERT_WEBHOOK_SQL = `
  INSERT INTO webhooks (organization_id, master_id, created_by, url, events, secret, created_at)
  VALUES ($1, $2, $3, $4, $5::varchar[], $6, $7)
  RETURNING ${HOOK_COLUMNS}`;

export const LIST_WEBHOOKS_SQL = `SELECT ${HOOK_COLUMNS} FROM webhooks WHERE ${ofBusiness('$1', '$2')} ORDER BY id`;

export const DELETE_WEBHOOK_SQL = `
  WITH d AS (DELETE FROM webhooks WHERE id = $3 AND ${ofBusiness('$1', '$2')} RETURNING id) SELECT id FROM d`;

export const OWN_WEBHOOK_SQL = `SELECT id FROM webhooks WHERE id = $3 AND ${ofBusiness('$1', '$2')}`;

export const DELIVERY_LOG_SQL = `
  SELECT id, event, status, attempts, created_at, last_attempt_at, response_code
    FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2`;

/**
 * Claims due deliveries for one pass (any instance: FOR UPDATE SKIP LOCKED): pending, of an enabled webhook,
 * and the FIRST pending one of its booking for that webhook, so one booking's events go out in order. A claim
 * is a lease: next_attempt_at moves to $3, so no other instance takes it while it is being sent; if this
 * instance dies, the lease runs out and it is sent again (at least once).
 */
export const CLAIM_DELIVERIES_SQL = `
  WITH due AS (
    SELECT d.id FROM webhook_deliveries d
     WHERE d.status = 'pending' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)
       AND EXISTS (SELECT 1 FROM webhooks w WHERE w.id = d.webhook_id AND w.enabled)
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
                        WHERE e.webhook_id = d.webhook_id AND e.order_key = d.order_key
                          AND e.status = 'pending' AND e.id < d.id)
     ORDER BY d.next_attempt_at NULLS FIRST, d.id
     LIMIT $2 FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE webhook_deliveries d
       SET next_attempt_at = $3, attempts = d.attempts + 1, last_attempt_at = $1,
           first_attempt_at = COALESCE(d.first_attempt_at, $1)
      FROM due WHERE d.id = due.id
    RETURNING d.id, d.webhook_id, d.payload, d.attempts, d.first_attempt_at
  )
  SELECT c.id::text AS id, c.payload, c.attempts, (extract(epoch FROM c.first_attempt_at) * 1000)::float8 AS first_ms,
         w.url, w.secret
    FROM claimed c JOIN webhooks w ON w.id = c.webhook_id ORDER BY c.id`;

export const DELIVERED_SQL = `
  UPDATE webhook_deliveries SET status = 'delivered', next_attempt_at = NULL, response_code = $2, last_error = NULL
   WHERE id = $1::bigint`;

export const RETRY_SQL = `
  UPDATE webhook_deliveries SET next_attempt_at = $2, response_code = $3, last_error = $4 WHERE id = $1::bigint`;

/** Gives a delivery up and turns its webhook off; answers the owner to tell (nothing if it was off already). */
export const GIVE_UP_SQL = `
  WITH f AS (UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, response_code = $3,
                    last_error = $4
              WHERE id = $1::bigint RETURNING webhook_id),
       w AS (UPDATE webhooks SET enabled = false, disabled_at = $2
              WHERE id = (SELECT webhook_id FROM f) AND enabled
             RETURNING url, organization_id, master_id)
  SELECT w.url, u.id AS user_id, u.telegram_id::float8 AS chat_id,
         COALESCE(o.name, trim(u.first_name || ' ' || COALESCE(u.last_name, ''))) AS business_name
    FROM w LEFT JOIN organizations o ON o.id = w.organization_id
    JOIN users u ON u.id = COALESCE(o.owner_id, w.master_id)`;

/**
 * calendar_connections and calendar_oauth_states: one master's accounts at Google or CalDAV servers, their
 * sealed secrets, chosen calendars and sync state. Due connections are claimed with FOR UPDATE SKIP LOCKED and
 * leased (next_sync_at pushed ahead) before the network is asked, so any number of instances share the work.
 */
import { masterNow } from '../access/access.sql';
import { MASTER_ZONE } from '../access/master-zone.sql';

const MS = (col: string) => `(extract(epoch FROM ${col}) * 1000)::float8`;

const COLUMNS = `c.id, c.master_id, c.provider, c.account, c.server_url, c.secret, c.calendars, c.status, c.failures,
  ${MS('c.last_synced_at')} AS last_synced_ms, ${MASTER_ZONE('c.master_id')} AS time_zone`;

export interface ConnectionRow {
  id: number;
  master_id: number;
  provider: 'google' | 'caldav';
  account: string;
  server_url: string | null;
  secret: string;
  calendars: StoredCalendar[];
  status: 'ok' | 'broken';
  failures: number;
  last_synced_ms: number | null;
  time_zone: string;
}

export interface StoredCalendar {
  id: string;
  name: string;
  blocks_time: boolean;
  receives_bookings: boolean;
}

/** The caller $1: a master now?, and their zone. */
export const CALLER_SQL = `SELECT ${masterNow('$1')} AS is_master, ${MASTER_ZONE('$1')} AS time_zone`;

export const LIST_SQL = `SELECT ${COLUMNS} FROM calendar_connections c WHERE c.master_id = $1 ORDER BY c.id`;

export const ONE_SQL = `SELECT ${COLUMNS} FROM calendar_connections c WHERE c.id = $1 AND c.master_id = $2`;

export const BY_ID_SQL = `SELECT ${COLUMNS} FROM calendar_connections c WHERE c.id = $1`;

/**
 * Master $1's connection to $2 provider's account $3 (at server $4): a new one, or the same account again
 * (a reconnect: the new secret, the calendars kept, healthy again). $5 sealed secret, $6 calendars (JSON).
 */
export const UPSERT_SQL = `
  WITH old AS (
    UPDATE calendar_connections SET secret = $5, status = 'ok', failures = 0, last_error = NULL,
           broken_notified = false, next_sync_at = $7
     WHERE master_id = $1 AND provider = $2 AND account = $3 AND server_url IS NOT DISTINCT FROM $4
    RETURNING id),
  made AS (
    INSERT INTO calendar_connections (master_id, provider, account, server_url, secret, calendars, next_sync_at)
    SELECT $1, $2, $3, $4, $5, $6::jsonb, $7 WHERE NOT EXISTS (SELECT 1 FROM old)
    RETURNING id)
  SELECT id FROM old UNION ALL SELECT id FROM made`;

/** Connection $1 of master $2: its calendars are $3 (JSON); sync at once. */
export const SET_CALENDARS_SQL = `
  WITH x AS (UPDATE calendar_connections SET calendars = $3::jsonb, next_sync_at = $4 WHERE id = $1 AND master_id = $2
             RETURNING id)
  SELECT id FROM x`;

/** A sync now: due at $3. */
export const SYNC_NOW_SQL = `
  WITH x AS (UPDATE calendar_connections SET next_sync_at = $3 WHERE id = $1 AND master_id = $2 RETURNING id)
  SELECT id FROM x`;

/** Connection $1 of master $2 goes, with its busy times and queued events; answers what is needed to revoke it. */
export const DELETE_SQL = `
  WITH x AS (DELETE FROM calendar_connections WHERE id = $1 AND master_id = $2 RETURNING provider, secret)
  SELECT provider, secret FROM x`;

/** Up to $2 healthy connections due at $1, leased until $3. */
export const CLAIM_DUE_SQL = `
  WITH due AS (
    SELECT id FROM calendar_connections
     WHERE status = 'ok' AND next_sync_at <= $1 ORDER BY next_sync_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  , x AS (UPDATE calendar_connections c SET next_sync_at = $3 FROM due WHERE c.id = due.id RETURNING c.id)
  SELECT id FROM x`;

/** A good round of $1 at $2; the next at $3 (and the calendar list $4 when the service named it again). */
export const SYNC_OK_SQL = `
  UPDATE calendar_connections SET last_synced_at = $2, next_sync_at = $3, failures = 0, last_error = NULL,
         calendars = COALESCE($4::jsonb, calendars)
   WHERE id = $1`;

/**
 * A failed call of connection $1 ($2 the error, $3 next try): broken once failures reach $4. Answers
 * whether it just became broken and the master is to be told (once).
 */
export const SYNC_FAIL_SQL = `
  WITH before AS (SELECT broken_notified FROM calendar_connections WHERE id = $1),
  x AS (
    UPDATE calendar_connections
       SET failures = failures + 1, last_error = left($2, 500), next_sync_at = $3,
           status = CASE WHEN failures + 1 >= $4 THEN 'broken' ELSE status END,
           broken_notified = broken_notified OR failures + 1 >= $4
     WHERE id = $1
    RETURNING status, master_id, provider, account)
  SELECT (x.status = 'broken' AND NOT before.broken_notified) AS tell, x.master_id, x.provider, x.account
    FROM x, before`;

/** The chat of user $1 (a notice's addressee). */
export const CHAT_SQL = `SELECT telegram_id AS chat_id FROM users WHERE id = $1`;

/** A consent started by master $1: nonce $2, sealed PKCE verifier $3, valid until $4. */
export const INSERT_STATE_SQL = `
  INSERT INTO calendar_oauth_states (nonce, master_id, verifier, expires_at) VALUES ($2, $1, $3, $4)`;

/** The state's row, used up: it answers once, and only before $2. */
export const TAKE_STATE_SQL = `
  WITH x AS (DELETE FROM calendar_oauth_states WHERE nonce = $1 RETURNING master_id, verifier, expires_at > $2 AS fresh)
  SELECT master_id, verifier, fresh FROM x`;

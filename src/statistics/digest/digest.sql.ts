import { independentMaster } from '../../access/access.sql';
/** The digest's statements. */
import { outboxInsertSelect } from '../../notifications/outbox-sql';

/** $1 user: the switch is on. */
export const DIGEST_ON_SQL = `SELECT EXISTS (SELECT 1 FROM digest_subscriptions WHERE user_id = $1) AS enabled`;

/** $1 user, $2 the first due time. */
export const DIGEST_SUBSCRIBE_SQL = `
  INSERT INTO digest_subscriptions (user_id, next_due_at) VALUES ($1, $2)
  ON CONFLICT (user_id) DO UPDATE SET next_due_at = EXCLUDED.next_due_at`;

export const DIGEST_UNSUBSCRIBE_SQL = `DELETE FROM digest_subscriptions WHERE user_id = $1`;

/**
 * $1 now, $2 lease end, $3 batch size: claims due digests by moving them a lease ahead (rows another runner
 * holds are skipped), so no transaction stays open while the week's figures are read.
 */
export const CLAIM_DIGESTS_SQL = `
  UPDATE digest_subscriptions s SET next_due_at = $2
   WHERE s.user_id IN (
     SELECT user_id FROM digest_subscriptions WHERE next_due_at <= $1
      ORDER BY next_due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
  RETURNING s.user_id`;

/** $1 users: what sending needs of each claimed recipient. */
export const DIGEST_RECIPIENTS_SQL = `
  SELECT u.id AS user_id, u.telegram_id::float8 AS chat_id, u.is_blocked,
         (SELECT o.name FROM organizations o WHERE o.owner_id = u.id ORDER BY o.created_at, o.id LIMIT 1) AS org_name,
         EXISTS (SELECT 1 FROM organizations o WHERE o.owner_id = u.id) AS owner,
         ${independentMaster('u.id')} AS independent
    FROM users u WHERE u.id = ANY($1::int[])`;

/**
 * $1 user, $2 the week's Monday, $3 the chat, $4 the notice, $5 now: the week's delivery and its notice in one
 * statement; the (user, week) key makes a second attempt (another instance, a restart) queue nothing.
 */
export const DELIVER_DIGEST_SQL = `
  WITH d AS (
    INSERT INTO digest_deliveries (user_id, week_start) VALUES ($1, $2::date)
    ON CONFLICT DO NOTHING RETURNING user_id)
  ${outboxInsertSelect({ chatId: '$3', userId: 'd.user_id', kind: "'weekly_digest'", payload: '$4::jsonb', nextAttemptAt: '$5', source: 'd' })}
  RETURNING id`;

/** $1 user, $2 next due. */
export const PLAN_DIGEST_SQL = `UPDATE digest_subscriptions SET next_due_at = $2 WHERE user_id = $1`;

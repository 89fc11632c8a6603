/**
 * The due-rows statements of group sessions' background rounds (src/sessions/session-rounds.ts): rows are
 * claimed with FOR UPDATE SKIP LOCKED inside the transaction that acts on them, so any number of instances
 * may run the rounds. $1 now (timestamptz), $2 the batch size.
 */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';

/** What a master's notice about a session says, and where to send it (`g` a group_sessions row). */
const NOTICE_COLUMNS = `
  g.id, g.master_id, g.organization_id, g.seats_taken, g.capacity, g.min_participants,
  g.seats_taken_unsaid AS taken, g.seats_freed_unsaid AS freed, ${EPOCH_MS('g.starts_at')} AS starts_ms,
  COALESCE(ms.time_zone, o.time_zone, 'Europe/Moscow') AS time_zone, s.name AS service_name,
  mu.telegram_id::float8 AS chat_id`;
const NOTICE_JOINS = `
  JOIN users mu ON mu.id = g.master_id
  LEFT JOIN services s ON s.id = g.service_id
  LEFT JOIN master_schedules ms ON ms.master_id = g.master_id
  LEFT JOIN organizations o ON o.id = g.organization_id`;

export interface SessionNoticeRow {
  id: number;
  master_id: number;
  organization_id: number | null;
  seats_taken: number;
  capacity: number;
  min_participants: number | null;
  taken: number;
  freed: number;
  starts_ms: number;
  time_zone: string;
  service_name: string | null;
  chat_id: number;
}

/** Scheduled sessions whose minimum is due to be checked, locked. */
export const CLAIM_MINIMUM_SQL = `
  WITH due AS (
    SELECT g.id FROM group_sessions g
     WHERE g.status = 'scheduled' AND g.min_check_at IS NOT NULL AND g.min_check_at <= $1
     ORDER BY g.min_check_at, g.id LIMIT $2 FOR UPDATE SKIP LOCKED)
  SELECT ${NOTICE_COLUMNS} FROM due JOIN group_sessions g ON g.id = due.id ${NOTICE_JOINS}`;

/** The minimum was checked and met: it is not checked again. */
export const MINIMUM_MET_SQL = `UPDATE group_sessions SET min_check_at = NULL WHERE id = ANY($1::int[])`;

/**
 * Sessions with seats taken or freed since the master's last summary, at least 15 minutes after it, locked;
 * their counts are reset and the summary's time kept by SUMMARISED_SQL in the same transaction.
 */
export const CLAIM_SUMMARIES_SQL = `
  WITH due AS (
    SELECT g.id FROM group_sessions g
     WHERE g.seats_taken_unsaid + g.seats_freed_unsaid > 0 AND g.status = 'scheduled'
       AND (g.noticed_at IS NULL OR g.noticed_at <= $1::timestamptz - interval '15 minutes')
     ORDER BY g.id LIMIT $2 FOR UPDATE SKIP LOCKED)
  SELECT ${NOTICE_COLUMNS} FROM due JOIN group_sessions g ON g.id = due.id ${NOTICE_JOINS}`;

export const SUMMARISED_SQL = `
  UPDATE group_sessions SET seats_taken_unsaid = 0, seats_freed_unsaid = 0, noticed_at = $2
   WHERE id = ANY($1::int[])`;

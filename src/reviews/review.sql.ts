/** How a review is read: the Review shape of the contract, written by the database as JSON. */
import { JSON_INTEGER, JSON_OBJECT, JSON_VALUE } from '../database/json-text.sql';
import { CURSOR_SQL } from './review-cursor';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The Review of `r` (reviews) joined with `au` (author), `mu` (master) and `sv` (service). */
export const REVIEW_JSON = `json_build_object(
  'id', r.id, 'appointment_id', r.appointment_id, 'rating', r.rating, 'text', r.text,
  'created_at', ${ISO('r.created_at')}, 'updated_at', ${ISO('r.updated_at')},
  'author', json_build_object('first_name', au.first_name, 'last_initial', NULLIF(upper(left(btrim(au.last_name), 1)), '')),
  'master', json_build_object('id', mu.id, 'first_name', mu.first_name, 'last_name', mu.last_name),
  'service', CASE WHEN sv.id IS NULL THEN NULL ELSE json_build_object('id', sv.id, 'name', sv.name) END,
  'reply', CASE WHEN r.reply_text IS NULL THEN NULL
                ELSE json_build_object('text', r.reply_text, 'created_at', ${ISO('r.reply_created_at')}) END)`;

/** REVIEW_JSON as JSON text, the bytes JSON.stringify writes of it (json-text.sql.ts): for answers sent untouched. */
export const REVIEW_JSON_TEXT = JSON_OBJECT({
  id: JSON_INTEGER('r.id'),
  appointment_id: JSON_INTEGER('r.appointment_id'),
  rating: JSON_INTEGER('r.rating'),
  text: JSON_VALUE('r.text'),
  // the instants are never NULL and need no escaping
  created_at: `'"' || ${ISO('r.created_at')} || '"'`,
  updated_at: `'"' || ${ISO('r.updated_at')} || '"'`,
  author: JSON_OBJECT({
    first_name: JSON_VALUE('au.first_name'),
    last_initial: JSON_VALUE(`NULLIF(upper(left(btrim(au.last_name), 1)), '')`),
  }),
  master: JSON_OBJECT({
    id: JSON_INTEGER('mu.id'),
    first_name: JSON_VALUE('mu.first_name'),
    last_name: JSON_VALUE('mu.last_name'),
  }),
  service: `CASE WHEN sv.id IS NULL THEN 'null' ELSE ${JSON_OBJECT({ id: JSON_INTEGER('sv.id'), name: JSON_VALUE('sv.name') })} END`,
  reply: `CASE WHEN r.reply_text IS NULL THEN 'null'
               ELSE ${JSON_OBJECT({ text: JSON_VALUE('r.reply_text'), created_at: JSON_VALUE(ISO('r.reply_created_at')) })} END`,
});

/** What an admin sees besides: the reports (newest first), their count and the moderator's mark. */
export const ADMIN_REVIEW_JSON = `(${REVIEW_JSON}::jsonb || jsonb_build_object(
  'hidden', r.hidden, 'reports_count', r.reports_count,
  'reports', COALESCE((SELECT jsonb_agg(jsonb_build_object('reason', rr.reason, 'created_at', ${ISO('rr.created_at')})
                                        ORDER BY rr.created_at DESC, rr.user_id)
                         FROM review_reports rr WHERE rr.review_id = r.id), '[]'::jsonb)))`;

export const REVIEW_JOINS = `
  JOIN users au ON au.id = r.author_id
  JOIN users mu ON mu.id = r.master_id
  JOIN appointments ra ON ra.id = r.appointment_id
  LEFT JOIN services sv ON sv.id = ra.service_id`;

/** $1 review id. */
export const REVIEW_BY_ID_SQL = `SELECT ${REVIEW_JSON} AS review FROM reviews r ${REVIEW_JOINS} WHERE r.id = $1`;
export const ADMIN_REVIEW_BY_ID_SQL = `SELECT ${ADMIN_REVIEW_JSON} AS review FROM reviews r ${REVIEW_JOINS} WHERE r.id = $1`;

/**
 * A newest-first page of reviews matching `where` (over `r`), rows {c: cursor text, r: review}; the caller's
 * parameters $limit (limit + 1), $at and $id (the cursor, or nulls) are named by position.
 */
export const REVIEW_PAGE_SQL = (where: string, limitP: string, atP: string, idP: string, json = REVIEW_JSON) => `
  COALESCE((SELECT json_agg(json_build_object('c', x.c, 'r', x.j) ORDER BY x.created_at DESC, x.id DESC) FROM (
    SELECT r.id, r.created_at, ${CURSOR_SQL('r')} AS c, ${json} AS j
      FROM reviews r ${REVIEW_JOINS}
     WHERE ${where} AND (${atP}::timestamptz IS NULL OR (r.created_at, r.id) < (${atP}::timestamptz, ${idP}::int))
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT ${limitP}) x), '[]'::json)`;

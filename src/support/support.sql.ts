import { independentMaster } from '../access/access.sql';
import { GRACE_DAYS } from '../billing/plans';

/** Statements of support (the owner of the support_* tables). */

/** A conversation as the inbox and the thread show it: the writer, their business, its plan and manager. */
export interface ConversationRow {
  id: number;
  user_id: number;
  telegram_id: string;
  first_name: string;
  last_name: string | null;
  username: string | null;
  language_code: string | null;
  last_message_at: Date | null;
  awaiting_reply: boolean;
  last_text: string | null;
  business_kind: 'organization' | 'master' | null;
  business_id: number | null;
  business_name: string | null;
  /** pro or enterprise while paid (or in grace); null otherwise. */
  paid_plan: 'pro' | 'enterprise' | null;
  manager_user_id: number | null;
  manager_telegram_id: string | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  manager_username: string | null;
}

/**
 * The user's business (the organization they own, else themselves as an independent master), its plan in
 * force at $1 (paid or in its grace days) and its personal manager. `user` is the user id column.
 */
const BUSINESS_OF = (user: string) => `
  LEFT JOIN LATERAL (
    SELECT b.kind, b.id, b.name,
           CASE WHEN ba.plan IN ('pro', 'enterprise') AND $1::timestamptz < ba.paid_until + interval '${GRACE_DAYS} days'
                THEN ba.plan END AS paid_plan
      FROM (SELECT 'organization' AS kind, o.id, o.name, 0 AS ord FROM organizations o WHERE o.owner_id = ${user}
            UNION ALL
            SELECT 'master', mu.id, concat_ws(' ', mu.first_name, mu.last_name), 1 FROM users mu
             WHERE mu.id = ${user} AND ${independentMaster('mu.id')}) b
      LEFT JOIN billing_accounts ba
        ON (b.kind = 'organization' AND ba.organization_id = b.id) OR (b.kind = 'master' AND ba.master_id = b.id)
     ORDER BY b.ord, b.id LIMIT 1) biz ON true
  LEFT JOIN support_managers sm
    ON (biz.kind = 'organization' AND sm.organization_id = biz.id) OR (biz.kind = 'master' AND sm.master_id = biz.id)
  LEFT JOIN users mg ON mg.id = sm.manager_user_id`;

const CONVERSATION_COLUMNS = `
  c.id, c.user_id, u.telegram_id, u.first_name, u.last_name, u.username, u.language_code, c.last_message_at,
  c.awaiting_reply,
  (SELECT m.text FROM support_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_text,
  biz.kind AS business_kind, biz.id AS business_id, biz.name AS business_name, biz.paid_plan,
  mg.id AS manager_user_id, mg.telegram_id AS manager_telegram_id, mg.first_name AS manager_first_name,
  mg.last_name AS manager_last_name, mg.username AS manager_username`;

const CONVERSATIONS = `
  SELECT ${CONVERSATION_COLUMNS}
    FROM support_conversations c JOIN users u ON u.id = c.user_id
    ${BUSINESS_OF('c.user_id')}`;

/** $1 now, $2 the conversation id. */
export const CONVERSATION_SQL = `${CONVERSATIONS} WHERE c.id = $2`;

/**
 * The inbox: conversations with messages; with $2 (billing on) Enterprise first, then Pro, then the others;
 * newest first within each. $1 now, $3 limit, $4 offset.
 */
export const INBOX_SQL = `${CONVERSATIONS}
   WHERE c.last_message_at IS NOT NULL
   ORDER BY CASE WHEN NOT $2::boolean THEN 0 WHEN biz.paid_plan = 'enterprise' THEN 0
                 WHEN biz.paid_plan = 'pro' THEN 1 ELSE 2 END,
            c.last_message_at DESC, c.id DESC
   LIMIT $3 OFFSET $4`;

/** The caller's business, plan and manager without a conversation: $1 now, $2 the user id. */
export const USER_BUSINESS_SQL = `
  SELECT biz.kind AS business_kind, biz.id AS business_id, biz.name AS business_name, biz.paid_plan,
         mg.id AS manager_user_id, mg.telegram_id AS manager_telegram_id, mg.first_name AS manager_first_name,
         mg.last_name AS manager_last_name, mg.username AS manager_username
    FROM users u ${BUSINESS_OF('u.id')} WHERE u.id = $2`;

/** The user's conversation, made on first need: $1 user id. */
export const ENSURE_CONVERSATION_SQL = `
  INSERT INTO support_conversations (user_id) VALUES ($1)
  ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
  RETURNING id`;

/** A message of `author` ($2) to conversation $1 at $4; the conversation's order and mark follow it. */
export const ADD_MESSAGE_SQL = `
  WITH msg AS (
    INSERT INTO support_messages (conversation_id, author, text, created_at) VALUES ($1, $2::varchar, $3, $4)
    RETURNING id, author, text, created_at),
  conv AS (
    UPDATE support_conversations SET last_message_at = $4, awaiting_reply = ($2::varchar = 'user')
     WHERE id = $1 RETURNING id)
  SELECT msg.* FROM msg`;

export interface MessageRow {
  id: number;
  author: 'user' | 'support';
  text: string;
  created_at: Date;
}

/** The messages of conversation $1, oldest first (the last $2). */
export const MESSAGES_SQL = `
  SELECT * FROM (SELECT id, author, text, created_at FROM support_messages WHERE conversation_id = $1
                  ORDER BY id DESC LIMIT $2) m ORDER BY id`;

export const CONVERSATION_OF_USER_SQL = `SELECT id FROM support_conversations WHERE user_id = $1`;

/** The bot's support mode of user $1: on until $2, or off with null. */
export const SET_CHAT_MODE_SQL = `
  INSERT INTO support_conversations (user_id, chat_mode_until) VALUES ($1, $2)
  ON CONFLICT (user_id) DO UPDATE SET chat_mode_until = excluded.chat_mode_until`;

/** Ends the mode of user $1 if it was on at $2; answers a row when it was. */
export const END_CHAT_MODE_SQL = `
  WITH ended AS (UPDATE support_conversations SET chat_mode_until = NULL
                  WHERE user_id = $1 AND chat_mode_until > $2 RETURNING id)
  SELECT id FROM ended`;

/** Whether user $1 is in support mode at $2. */
export const IN_CHAT_MODE_SQL = `
  SELECT id FROM support_conversations WHERE user_id = $1 AND chat_mode_until > $2`;

/** The manager of organization $1 or master $2 (after DELETE_MANAGER_SQL, in one transaction). */
export const INSERT_MANAGER_SQL = `
  INSERT INTO support_managers (organization_id, master_id, manager_user_id, updated_at) VALUES ($1, $2, $3, now())`;

export const DELETE_MANAGER_SQL = `
  DELETE FROM support_managers WHERE organization_id = $1 OR master_id = $2`;

/** A registered user by Telegram id (the manager to name). */
export const USER_BY_TELEGRAM_SQL = `
  SELECT id, telegram_id, first_name, last_name, username FROM users WHERE telegram_id = $1`;

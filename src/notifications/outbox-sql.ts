/**
 * Queuing notices inside another write statement: one statement writes the change and its notices, so both
 * commit together (or neither does) without a transaction of its own, i.e. in one round trip instead of
 * four (BEGIN, the change, the notices, COMMIT). NotificationsService.enqueue stays the way for writes that
 * run in a transaction anyway.
 */
import { ownTextsSql } from '../notification-templates/template-queue.sql';
import type { NotificationDraft } from './notification-kinds';

/** The drafts as the JSON parameter OUTBOX_INSERT_FROM reads. */
export function outboxDraftsJson(drafts: readonly NotificationDraft[]): string {
  return JSON.stringify(
    drafts.map((d) => ({
      chat_id: d.chatId,
      user_id: d.userId,
      kind: d.kind,
      payload: d.payload,
      ...(d.template
        ? { tpl_org: d.template.organizationId, tpl_master: d.template.masterId, tpl_values: d.template.values }
        : {}),
    })),
  );
}

/**
 * A data-modifying statement (for a CTE) that queues one outbox row per draft of parameter `draftsParam`
 * (outboxDraftsJson) for each row of `source`, its payload merged with `payloadExtra` (a jsonb expression
 * over `source`, e.g. the new row's id). No row in `source`: nothing queued. A draft with a template source
 * gets the business's own texts of its kind in the same statement (template-queue.sql.ts).
 */
export const outboxInsertFrom = (draftsParam: string, source: string, payloadExtra: string): string => `
  INSERT INTO outbox_messages (chat_id, user_id, kind, payload)
  SELECT d.chat_id, d.user_id, d.kind, d.payload || ${payloadExtra} || ${ownTextsSql('d')}
    FROM ${source}
   CROSS JOIN jsonb_to_recordset(${draftsParam}::jsonb)
          AS d(chat_id bigint, user_id int, kind varchar, payload jsonb, tpl_org int, tpl_master int, tpl_values jsonb)`;

/**
 * A data-modifying statement queueing one notice for each row of `source`; the columns are SQL expressions
 * over it (`nextAttemptAt`: not before then; default now).
 */
export const outboxInsertSelect = (v: {
  chatId: string;
  userId: string;
  kind: string;
  payload: string;
  source: string;
  nextAttemptAt?: string;
}): string => `
  INSERT INTO outbox_messages (chat_id, user_id, kind, payload${v.nextAttemptAt ? ', next_attempt_at' : ''})
  SELECT ${v.chatId}, ${v.userId}, ${v.kind}, ${v.payload}${v.nextAttemptAt ? `, ${v.nextAttemptAt}` : ''} FROM ${v.source}`;

/*
 * Held notices: the one way to write a notice now and send it later. A held row waits (status 'held', the
 * worker never claims it) under its key `held_for` ('export:<id>', 'deposit:<booking id>') until the owner of
 * the thing it waits for releases it (the file is made, the deposit is paid) or drops it (the file failed).
 */

/** Like outboxInsertFrom, but each notice is held under the key `heldFor` (an SQL expression over `source`). */
export const outboxHoldFrom = (draftsParam: string, source: string, payloadExtra: string, heldFor: string): string => `
  INSERT INTO outbox_messages (chat_id, user_id, kind, payload, status, held_for)
  SELECT d.chat_id, d.user_id, d.kind, d.payload || ${payloadExtra}, 'held', ${heldFor}
    FROM ${source}
   CROSS JOIN jsonb_to_recordset(${draftsParam}::jsonb) AS d(chat_id bigint, user_id int, kind varchar, payload jsonb)`;

/** One held notice from its values (SQL expressions), returning its id. */
export const outboxHoldValues = (v: {
  chatId: string;
  userId: string;
  kind: string;
  payload: string;
  heldFor: string;
}) => `
  INSERT INTO outbox_messages (chat_id, user_id, kind, payload, status, held_for)
  VALUES (${v.chatId}, ${v.userId}, ${v.kind}, ${v.payload}, 'held', ${v.heldFor})
  RETURNING id`;

/** Releases the notices held under `heldFor` (for each row of `source`, if given): they go out from `at`. */
export const outboxReleaseHeld = (heldFor: string, at: string, source?: string): string => `
  UPDATE outbox_messages o SET status = 'pending', next_attempt_at = ${at}${source ? `\n    FROM ${source}` : ''}
   WHERE o.held_for = ${heldFor} AND o.status = 'held'`;

/** Drops the notices held under `heldFor` (for each row of `source`): never sent, `why` kept. */
export const outboxDropHeld = (heldFor: string, why: string, source: string): string => `
  UPDATE outbox_messages o SET status = 'failed', last_error = ${why}
    FROM ${source}
   WHERE o.held_for = ${heldFor} AND o.status = 'held'`;

/** Queues `drafts` (parameter $1, outboxDraftsJson) on their own: NotificationsService.enqueue's statement. */
export const OUTBOX_INSERT_SQL = outboxInsertFrom('$1', '(SELECT 1) AS one', "'{}'::jsonb");

/**
 * Queuing notices inside another write statement: one statement writes the change and its notices, so both
 * commit together (or neither does) without a transaction of its own, i.e. in one round trip instead of
 * four (BEGIN, the change, the notices, COMMIT). NotificationsService.enqueue stays the way for writes that
 * run in a transaction anyway.
 */
import type { NotificationDraft } from './notification-kinds';

/** The drafts as the JSON parameter OUTBOX_INSERT_FROM reads. */
export function outboxDraftsJson(drafts: readonly NotificationDraft[]): string {
  return JSON.stringify(
    drafts.map((d) => ({ chat_id: d.chatId, user_id: d.userId, kind: d.kind, payload: d.payload })),
  );
}

/**
 * A data-modifying statement (for a CTE) that queues one outbox row per draft of parameter `draftsParam`
 * (outboxDraftsJson) for each row of `source`, its payload merged with `payloadExtra` (a jsonb expression
 * over `source`, e.g. the new row's id). No row in `source`: nothing queued.
 */
export const outboxInsertFrom = (draftsParam: string, source: string, payloadExtra: string): string => `
  INSERT INTO outbox_messages (chat_id, user_id, kind, payload)
  SELECT d.chat_id, d.user_id, d.kind, d.payload || ${payloadExtra}
    FROM ${source}
   CROSS JOIN jsonb_to_recordset(${draftsParam}::jsonb) AS d(chat_id bigint, user_id int, kind varchar, payload jsonb)`;

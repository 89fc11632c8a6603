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

/** Queues `drafts` (parameter $1, outboxDraftsJson) on their own: NotificationsService.enqueue's statement. */
export const OUTBOX_INSERT_SQL = outboxInsertFrom('$1', '(SELECT 1) AS one', "'{}'::jsonb");

import type { DataSource } from 'typeorm';
import { outboxInsertSelect } from '../notifications/outbox-sql';
import { templateKindOfNotice } from './template-text';

/**
 * An own text that could not make a message (the standard one went instead): the owner (the organization's,
 * or the independent master) is told once per text, in one statement that marks the row and queues the
 * notice; saving the text again clears the mark.
 */
const TELL_BROKEN_ONCE_SQL = `
  WITH t AS (
    UPDATE notification_templates SET broken_told_at = $2
     WHERE id = $1 AND broken_told_at IS NULL
    RETURNING organization_id, master_id, notice, lang),
  owner AS (
    SELECT u.id, u.telegram_id, t.notice, t.lang
      FROM t JOIN users u ON u.id = COALESCE((SELECT o.owner_id FROM organizations o WHERE o.id = t.organization_id),
                                             t.master_id))
  ${outboxInsertSelect({
    chatId: 'owner.telegram_id',
    userId: 'owner.id',
    kind: "'notification_template_broken'",
    payload: "jsonb_build_object('kind', $3::varchar, 'lang', owner.lang)",
    source: 'owner',
  })}`;

export async function tellTemplateBrokenOnce(
  db: DataSource,
  templateId: number,
  notice: string,
  now: Date,
): Promise<void> {
  const kind = templateKindOfNotice(notice);
  if (!kind) return;
  await db.query(TELL_BROKEN_ONCE_SQL, [templateId, now, kind]);
}

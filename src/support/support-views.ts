import type {
  AdminSupportConversation,
  SupportManagerView,
  SupportMessageView,
  SupportPriority,
} from './support.contract';
import type { ConversationRow, MessageRow } from './support.sql';

/** How the rows of support.sql.ts become the answers of support.contract.ts. */

const fullName = (first: string | null, last: string | null): string => [first, last].filter(Boolean).join(' ');

/** With billing off nothing is sold, so nobody is put first. */
export const priorityOf = (row: Pick<ConversationRow, 'paid_plan'>, billing: boolean): SupportPriority =>
  billing ? row.paid_plan : null;

/** A manager counts for an Enterprise business (every business when billing is off: everything is open). */
export function managerOf(
  row: Pick<
    ConversationRow,
    | 'paid_plan'
    | 'manager_user_id'
    | 'manager_telegram_id'
    | 'manager_first_name'
    | 'manager_last_name'
    | 'manager_username'
  >,
  billing: boolean,
): SupportManagerView | null {
  if (row.manager_user_id === null || row.manager_telegram_id === null) return null;
  if (billing && row.paid_plan !== 'enterprise') return null;
  return {
    name: fullName(row.manager_first_name, row.manager_last_name),
    username: row.manager_username,
    telegram_id: Number(row.manager_telegram_id),
  };
}

export const messageView = (m: MessageRow): SupportMessageView => ({
  id: m.id,
  author: m.author,
  text: m.text,
  created_at: new Date(m.created_at).toISOString(),
});

export function conversationView(row: ConversationRow, billing: boolean): AdminSupportConversation {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      telegram_id: Number(row.telegram_id),
      name: fullName(row.first_name, row.last_name),
      username: row.username,
    },
    business:
      row.business_kind !== null && row.business_id !== null
        ? { kind: row.business_kind, id: row.business_id, name: row.business_name ?? '' }
        : null,
    priority: priorityOf(row, billing),
    awaiting_reply: row.awaiting_reply,
    last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
    last_text: row.last_text,
    manager: managerOf(row, billing),
  };
}

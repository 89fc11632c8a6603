/** Support in the chat: the caller's thread and the super admin's inbox. Plain types the mini app imports. */

/** The bounds of one message (the bot's and the mini app's alike). */
export const SUPPORT_TEXT_MAX = 4000;

export type SupportAuthor = 'user' | 'support';
/** The plan that puts a conversation first: Enterprise, then Pro (null: no paid plan, or billing off). */
export type SupportPriority = 'enterprise' | 'pro' | null;

export interface SupportMessageView {
  id: number;
  author: SupportAuthor;
  text: string;
  /** ISO 8601. */
  created_at: string;
}

/** A personal manager as the owner and the super admin see them. */
export interface SupportManagerView {
  name: string;
  username: string | null;
  telegram_id: number;
}

export interface SupportBusiness {
  kind: 'organization' | 'master';
  id: number;
  name: string;
}

/** GET /api/support/conversation: the caller's thread (empty before the first message). */
export interface SupportThreadResponse {
  conversation_id: number | null;
  messages: SupportMessageView[];
  priority: SupportPriority;
  /** The Enterprise business's personal manager, when named. */
  manager: SupportManagerView | null;
}

export interface SupportMessageRequest {
  text: string;
}

/** One row of the super admin's inbox. */
export interface AdminSupportConversation {
  id: number;
  user: { id: number; telegram_id: number; name: string; username: string | null };
  business: SupportBusiness | null;
  priority: SupportPriority;
  /** The user's last message has no reply yet. */
  awaiting_reply: boolean;
  last_message_at: string | null;
  last_text: string | null;
  manager: SupportManagerView | null;
}

export interface AdminSupportConversationsResponse {
  conversations: AdminSupportConversation[];
  has_more: boolean;
  next_offset: number | null;
}

export interface AdminSupportThreadResponse {
  conversation: AdminSupportConversation;
  messages: SupportMessageView[];
}

/** PUT /api/admin/support/managers/{kind}/{id}: a registered user's Telegram id, or null to remove. */
export interface SetManagerRequest {
  telegram_id: number | null;
}

export interface SetManagerResponse {
  business: SupportBusiness;
  manager: SupportManagerView | null;
}

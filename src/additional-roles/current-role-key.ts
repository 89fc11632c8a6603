// Where the mini app remembers the role a person last chose to be shown in (localStorage). One key per
// Telegram account: two accounts on one phone share the mini app's storage, and a choice belongs to the
// person who made it, never to whoever opens the app next. The dev login's hand-off writes the same key.

/** The localStorage key of this Telegram account's current role. */
export function currentRoleKey(telegramId: number): string {
  return `currentRole:${telegramId}`;
}

/**
 * The key an earlier version used for everyone on the device. Its value names no account, so it is never
 * read, only cleared.
 */
export const SHARED_ROLE_KEY = 'currentRole';

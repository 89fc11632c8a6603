// The current role a person chose, remembered on this device per Telegram account: a phone where two
// accounts share the mini app's storage restores each person's own choice, and a value that names no
// account (an older version's) is ignored.
import { ROLE_TYPES, type RoleType } from '@api/additional-roles/additional-roles.contract';
import { currentRoleKey, SHARED_ROLE_KEY } from '@api/additional-roles/current-role-key';

const ROLES: readonly RoleType[] = ROLE_TYPES;

const isRole = (value: string | null): value is RoleType => value !== null && (ROLES as string[]).includes(value);

/** The role this Telegram account chose last on this device (null: none, unknown, or no account). */
export function storedRole(telegramId: number | null | undefined): RoleType | null {
  if (typeof telegramId !== 'number') return null;
  try {
    const value = localStorage.getItem(currentRoleKey(telegramId));
    return isRole(value) ? value : null;
  } catch {
    return null; // storage unavailable (private mode)
  }
}

/** Remembers this account's choice; without an account there is no one to remember it for. */
export function storeRole(telegramId: number | null | undefined, role: RoleType): void {
  if (typeof telegramId !== 'number') return;
  try {
    localStorage.setItem(currentRoleKey(telegramId), role);
    localStorage.removeItem(SHARED_ROLE_KEY);
  } catch {
    /* private mode */
  }
}

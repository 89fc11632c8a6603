// The current role stored on the device for the test's Telegram user (session/stored-role.ts).
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { storedRole, storeRole } from '../session/stored-role';
import { TEST_USER } from './render';

/** As if this user had chosen `role` on an earlier visit. */
export function rememberRole(role: RoleType, telegramId: number = TEST_USER.id): void {
  storeRole(telegramId, role);
}

/** The role the app remembers for this user. */
export function rememberedRole(telegramId: number = TEST_USER.id): RoleType | null {
  return storedRole(telegramId);
}

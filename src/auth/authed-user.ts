/**
 * The registered caller as the guard knows them. The row is the users' (`users/` owns it and provides the
 * lookup under `CALLER_LOOKUP`); the guard itself reads only the id and the block flag, and a route reads
 * the whole row through @CurrentUser(), typed there as the users' entity.
 */
export interface AuthedUser {
  id: number;
  isBlocked: boolean;
}

/** How the guard finds the caller of valid init data: one prepared statement per request. */
export interface CallerLookup {
  byTelegramId(telegramId: number): Promise<AuthedUser | null>;
}

export const CALLER_LOOKUP = Symbol('CALLER_LOOKUP');

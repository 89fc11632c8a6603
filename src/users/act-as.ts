import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import type { ActorRefusalCode } from '../common/domain-error.contract';
import type { User } from './entities/user.entity';
import { findUserByTelegramId } from './user-lookup';

/** The codes actAs refuses with, for refusalOf. */
export const ACTOR_REFUSALS: readonly ActorRefusalCode[] = ['not_registered', 'account_blocked'];

/**
 * The user who acts with this Telegram id (a tap on a bot button, where no init data is checked): only a
 * registered, unblocked user may act; anyone else is refused with `not_registered` or `account_blocked`.
 */
export async function actAs(db: DataSource, telegramId: number): Promise<User> {
  const user = await findUserByTelegramId(db, telegramId);
  if (!user) throw new DomainError('not_registered');
  if (user.isBlocked) throw new DomainError('account_blocked');
  return user;
}

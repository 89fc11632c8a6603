import { In, type DataSource, type EntityManager } from 'typeorm';
import { User } from './entities/user.entity';

/**
 * The users table as other folders see it: they read a user and change the few fields that are theirs
 * to change through these functions, inside their own transactions (each takes that manager), and never
 * touch the entity's repository themselves.
 */

export function userById(m: EntityManager, id: number): Promise<User | null> {
  return m.getRepository(User).findOne({ where: { id } });
}

export function userByIdOrFail(m: EntityManager, id: number): Promise<User> {
  return m.getRepository(User).findOneByOrFail({ id });
}

export function userByTelegramIdIn(m: EntityManager, telegramId: number): Promise<User | null> {
  return m.getRepository(User).findOne({ where: { telegramId } });
}

/** The users with these ids, by id. */
export async function usersByIds(m: EntityManager, ids: number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return m.getRepository(User).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
}

/** Profile fields a flow may fill in (the caller decides which). */
export async function updateUserFields(
  m: EntityManager,
  id: number,
  patch: Partial<Pick<User, 'firstName' | 'lastName' | 'phone' | 'email' | 'phoneVerified' | 'isBlocked'>>,
): Promise<void> {
  await m.getRepository(User).update({ id }, patch);
}

/** «Не спрашивать»: no more review requests to this user (reviews/ reads the flag when it plans them). */
export async function muteReviewRequests(m: DataSource | EntityManager, id: number): Promise<void> {
  await m.query(`UPDATE users SET review_requests_muted = true WHERE id = $1`, [id]);
}

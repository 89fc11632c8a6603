import type { EntityManager } from 'typeorm';
import { MasterProfile } from './entities/master-profile.entity';

/**
 * The one place that writes master_profiles. Registration, a new role and an organization membership make
 * or fill a profile inside their own transactions, so each function takes that transaction's manager.
 */

/** The user's master profile, or null. */
export function masterProfileOf(m: EntityManager, userId: number): Promise<MasterProfile | null> {
  return m.getRepository(MasterProfile).findOne({ where: { userId } });
}

/** Creates the profile with these fields, or updates the one that exists (a membership may have made it). */
export async function saveMasterProfile(
  m: EntityManager,
  userId: number,
  fields: Partial<Omit<MasterProfile, 'id' | 'userId' | 'user' | 'createdAt'>>,
): Promise<void> {
  const repo = m.getRepository(MasterProfile);
  if (await repo.exists({ where: { userId } })) await repo.update({ userId }, fields);
  else await repo.insert({ userId, ...fields });
}

/** An organization master needs a profile (category and specialization come later); made once. */
export async function ensureMasterProfile(m: EntityManager, userId: number): Promise<void> {
  const repo = m.getRepository(MasterProfile);
  if (!(await repo.exists({ where: { userId } }))) await repo.insert({ userId });
}

/** The master's public page and bot link stop answering; category and history stay. */
export async function dropMasterLink(m: EntityManager, userId: number): Promise<void> {
  await m.getRepository(MasterProfile).update({ userId }, { deepLink: null });
}

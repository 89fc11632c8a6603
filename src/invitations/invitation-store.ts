import type { EntityManager } from 'typeorm';
import { Invitation } from './entities/invitation.entity';

/** An organization's new deep link voids the links of its pending invitations; answers how many went. */
export async function dropPendingInvitations(m: EntityManager, organizationId: number): Promise<number> {
  const deleted = await m.delete(Invitation, { organizationId, status: 'pending' });
  return deleted.affected ?? 0;
}

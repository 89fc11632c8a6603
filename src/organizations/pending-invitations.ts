import type { EntityManager } from 'typeorm';

/**
 * What an organization's new deep link asks of its pending invitations: their links are void, so they go,
 * inside the update's transaction; the answer is how many went. `invitations/` owns the table and provides
 * this under PENDING_INVITATIONS; the organization finds it when first asked, so organizations know no
 * invitation code.
 */
export interface PendingInvitations {
  drop(m: EntityManager, organizationId: number): Promise<number>;
}

export const PENDING_INVITATIONS = Symbol('PENDING_INVITATIONS');

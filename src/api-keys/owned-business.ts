import type { DataSource } from 'typeorm';
import type { BookingBusiness } from '../billing/plan-limits.service';
import { DomainError } from '../common/domain-error';
import { OWNED_BUSINESS_SQL } from './api-keys.sql';

/**
 * The business whose integrations (API keys, webhooks) the caller manages: the organization they own, else
 * their own as an independent master. Admins and masters of an organization do not: 403 integrations_owner_only.
 * It is the business the caller's other views show first (BusinessViewService takes the owned organization
 * first too), so a key acts on the same data its owner sees.
 */
export async function ownedBusiness(db: DataSource, userId: number): Promise<BookingBusiness> {
  const [row] = await db.query<{ organization_id: number | null; independent: boolean }[]>(OWNED_BUSINESS_SQL, [
    userId,
  ]);
  if (row.organization_id !== null) return { organizationId: Number(row.organization_id), masterId: userId };
  if (row.independent) return { organizationId: null, masterId: userId };
  throw new DomainError('integrations_owner_only');
}

/** The two parameters `ofBusiness` takes: the organization, else the master. */
export const businessParams = (b: BookingBusiness): [number | null, number | null] =>
  b.organizationId !== null ? [b.organizationId, null] : [null, b.masterId];

import { independentMaster, organizationStaff } from '../access/access.sql';
import { callerOrganization } from '../access/organization-access';

/** Statements of services (the owner of the services table). */

/**
 * Where the caller's ($1) services live: the organization they own, whether they are an independent
 * master (a master inside an organization works with the organization's services, which only its owner
 * manages: the owner sets the salon's prices), and the organization they administer (read-only).
 */
export const CALLER_SCOPE_SQL = `
  SELECT ${callerOrganization('$1', ['owner'])} AS owned, ${independentMaster('$1')} AS profile,
         ${callerOrganization('$1', ['admin'])} AS admin_of`;

/** What caller $2 is to organization $1: its owner, and (any role) its staff. */
export const ORGANIZATION_ACCESS_SQL = `
  SELECT EXISTS (SELECT 1 FROM organizations o WHERE o.id = $1 AND o.owner_id = $2) AS owner,
         ${organizationStaff('$1', '$2')} AS member`;

/** An (unblocked) master's own services. */
export const MASTER_SERVICES_SQL = `
  SELECT s.* FROM services s JOIN users u ON u.id = s.master_id AND NOT u.is_blocked WHERE s.master_id = $1`;

/** An organization's services, hidden while its owner is blocked. */
export const ORGANIZATION_SERVICES_SQL = `
  SELECT s.* FROM services s
    JOIN organizations o ON o.id = s.organization_id
    JOIN users u ON u.id = o.owner_id AND NOT u.is_blocked
   WHERE s.organization_id = $1`;

/** The services of one owner column. */
export const SERVICES_WHERE_SQL = (column: 'organization_id' | 'master_id'): string =>
  `SELECT s.* FROM services s WHERE s.${column} = $1`;

/** `select` as a page ordered by name (then id, so pages never overlap); limit and offset follow its `n`
 *  parameters. */
export const PAGE_SQL = (select: string, n: number): string =>
  `${select} ORDER BY s.name, s.id LIMIT $${n + 1} OFFSET $${n + 2}`;

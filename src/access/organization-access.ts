import type { EntityManager } from 'typeorm';

/** The caller's relation to an organization. Blocked members have none. */
export type OrgRelation = 'owner' | 'admin' | 'master';

/**
 * The organizations `user` (an SQL expression) owns, administers or serves as a master: one row per
 * relation, `(organization_id, role, rank, since)`, rank 0 owner, 1 admin, 2 master. Every question of
 * the kind "which business is the caller's" reads this one fragment and orders it with
 * CALLER_ORGANIZATION_ORDER, so the report, the calendar, the team page, the services and the plan all
 * pick the same organization for a person with several.
 */
export const callerOrganizations = (user: string): string => `(
    SELECT id AS organization_id, 'owner' AS role, 0 AS rank, created_at AS since
      FROM organizations WHERE owner_id = ${user}
    UNION ALL
    SELECT organization_id, role, CASE role WHEN 'admin' THEN 1 ELSE 2 END, joined_at
      FROM organization_members WHERE user_id = ${user} AND NOT is_blocked)`;

/** The one ordering of callerOrganizations: the strongest relation, then the earliest, then the lowest id. */
export const CALLER_ORGANIZATION_ORDER = 'rank, since, organization_id';

const roleList = (roles: readonly OrgRelation[]): string => roles.map((r) => `'${r}'`).join(', ');

/** The caller's first organization among `roles` (callerOrganizations in its order), as a scalar
 *  subquery: an id, or null. */
export const callerOrganization = (user: string, roles: readonly OrgRelation[]): string =>
  `(SELECT acc_co.organization_id FROM ${callerOrganizations(user)} acc_co WHERE acc_co.role IN (${roleList(roles)})
     ORDER BY ${CALLER_ORGANIZATION_ORDER} LIMIT 1)`;

/** The caller's ($1) relation to organization `orgId` (strongest first), or null. */
export async function relationTo(manager: EntityManager, orgId: number, userId: number): Promise<OrgRelation | null> {
  const rows: { role: OrgRelation }[] = await manager.query(
    `SELECT role FROM ${callerOrganizations('$1')} r WHERE organization_id = $2 ORDER BY rank LIMIT 1`,
    [userId, orgId],
  );
  return rows[0]?.role ?? null;
}

/** The caller's own organization: the one they own, else where they are admin, else master
 *  (earliest joined first). `roles` narrows which relations count. */
export async function myOrganization(
  manager: EntityManager,
  userId: number,
  roles: OrgRelation[] = ['owner', 'admin', 'master'],
): Promise<{ organizationId: number; role: OrgRelation } | null> {
  const rows: { organization_id: number; role: OrgRelation }[] = await manager.query(
    `SELECT organization_id, role FROM ${callerOrganizations('$1')} r
      WHERE role IN (${roles.map((_, i) => `$${i + 2}`).join(', ')})
      ORDER BY ${CALLER_ORGANIZATION_ORDER} LIMIT 1`,
    [userId, ...roles],
  );
  return rows[0] ? { organizationId: Number(rows[0].organization_id), role: rows[0].role } : null;
}

/** A CTE `managed(organization_id)`: the organization the caller ($1) runs as owner, else as admin (the
 *  same choice as myOrganization(..., ['owner', 'admin'])), so a page's query checks access in the same
 *  round trip. No row: the caller manages nothing. */
export const MANAGED_ORGANIZATION_CTE = `managed AS (
  SELECT organization_id FROM ${callerOrganizations('$1')} chosen WHERE role IN ('owner', 'admin')
   ORDER BY ${CALLER_ORGANIZATION_ORDER} LIMIT 1)`;

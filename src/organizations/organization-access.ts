import type { EntityManager } from 'typeorm';

/** The caller's relation to an organization. Blocked members have none. */
export type OrgRelation = 'owner' | 'admin' | 'master';

const RELATION_SQL = `
  SELECT organization_id, role FROM (
    SELECT id AS organization_id, 'owner' AS role, 0 AS rank, created_at AS since
      FROM organizations WHERE owner_id = $1
    UNION ALL
    SELECT organization_id, role, CASE role WHEN 'admin' THEN 1 ELSE 2 END, joined_at
      FROM organization_members WHERE user_id = $1 AND NOT is_blocked
  ) r`;

/** The caller's relation to organization `orgId` (strongest first), or null. */
export async function relationTo(manager: EntityManager, orgId: number, userId: number): Promise<OrgRelation | null> {
  const rows: { role: OrgRelation }[] = await manager.query(
    `${RELATION_SQL} WHERE organization_id = $2 ORDER BY rank LIMIT 1`,
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
    `${RELATION_SQL} WHERE role IN (${roles.map((_, i) => `$${i + 2}`).join(', ')})
     ORDER BY rank, since, organization_id LIMIT 1`,
    [userId, ...roles],
  );
  return rows[0] ? { organizationId: Number(rows[0].organization_id), role: rows[0].role } : null;
}

/** A CTE `managed(organization_id)`: the organization the caller ($1) runs as owner, else as admin (the
 *  same choice as myOrganization(..., ['owner', 'admin'])), so a page's query checks access in the same
 *  round trip. No row: the caller manages nothing. */
export const MANAGED_ORGANIZATION_CTE = `managed AS (
  SELECT organization_id FROM (${RELATION_SQL} WHERE role IN ('owner', 'admin')
   ORDER BY rank, since, organization_id LIMIT 1) chosen)`;

import { callerOrganizations } from '../access/organization-access';

/**
 * $1 the caller: the people of the organizations they own or administer (unblocked), the owners and every
 * member, the caller among them; no row when they run none. organizations and organization_members are
 * read only (organizations/ writes them).
 */
export const PEOPLE_OF_RUN_ORGANIZATIONS_SQL = `
  WITH run AS (SELECT organization_id FROM ${callerOrganizations('$1')} r WHERE role IN ('owner', 'admin'))
  SELECT o.owner_id AS id FROM organizations o WHERE o.id IN (SELECT organization_id FROM run)
  UNION
  SELECT m.user_id FROM organization_members m WHERE m.organization_id IN (SELECT organization_id FROM run)`;

/** $1 a user: the org_master_ code of their oldest unblocked membership as a master, if any. */
export const MASTER_MEMBER_CODE_SQL = `
  SELECT master_code FROM organization_members
   WHERE user_id = $1 AND role = 'master' AND NOT is_blocked
   ORDER BY joined_at LIMIT 1`;

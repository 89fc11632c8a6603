import { independentMaster, organizationsMaster } from './access.sql';
import { callerOrganization } from './organization-access';

/**
 * ONE statement: the organization the caller ($1) runs (owner first, then admin; earliest), the
 * organization they serve as a master (earliest joined), whether they are an independent master, their
 * schedule's zone, and, given a master ($2), whether that master belongs to the managed organization (a
 * member master now, or one whose bookings it keeps).
 */
export const VIEW_SQL = `
  WITH managed AS (
    SELECT o.id, o.time_zone FROM organizations o WHERE o.id = ${callerOrganization('$1', ['owner', 'admin'])}
  ), served AS (
    SELECT o.id, o.time_zone FROM organizations o WHERE o.id = ${callerOrganization('$1', ['master'])}
  )
  SELECT (SELECT id FROM managed) AS managed_id, (SELECT time_zone FROM managed) AS managed_zone,
         (SELECT id FROM served) AS served_id, (SELECT time_zone FROM served) AS served_zone,
         ${independentMaster('$1')} AS independent,
         (SELECT ms.time_zone FROM master_schedules ms WHERE ms.master_id = $1) AS own_zone,
         CASE WHEN $2::int IS NULL THEN NULL
              ELSE ${organizationsMaster('(SELECT id FROM managed)', '$2::int')} END AS master_in_org`;

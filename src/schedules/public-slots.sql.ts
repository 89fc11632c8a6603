/**
 * The public slot reads, ONE statement each: the master (or the organization's masters), the service, the
 * schedule, the overrides of the dates, and the blocks and live appointments of the padded instants, as
 * JSON. Parameters: $1 link or code, $2 service id, $3 from date, $4 to date, $5 and $6 the padded
 * instants in epoch ms (master-days.ts paddedInstants). Blocked masters, members and owners match nothing.
 */
import { bookableMemberRow } from '../access/access.sql';
import { externalBusyByMasterSql, scheduleBundleSql } from './schedule-bundle.sql';

/**
 * A master's schedule, overrides, blocks and busy ranges (`u` the user, `ms` their master_schedules row); blocks
 * and busy as float8 arrays, hashed in binary (versionedSlotSql) and written as JSON only for a changed row.
 * Their outside busy times are not among the blocks: the row has their version (external_busy), and the
 * times come apart (the *_EXTERNAL_BUSY expressions), read only for a changed row, since hashing a
 * calendar's hundreds of rows on every repeat cost as much as the rest of the read.
 */
const BUNDLE = scheduleBundleSql({
  overridesFrom: '$3::date - 1',
  overridesTo: '$4::date + 1',
  fromMs: '$5',
  toMs: '$6',
  arrays: true,
  externalBusyVersion: true,
});

/**
 * The outside busy times ({"<master id>": [[start, end], ...]}, public-slots.service.ts adds them to the
 * master's blocks) of the row `x` of MASTER_SLOTS_SQL or ORGANIZATION_MASTER_SLOTS_SQL, or of
 * ORGANIZATION_SLOTS_SQL: only of masters with a schedule and a version (any times at all).
 */
export const MASTER_EXTERNAL_BUSY = (x: string): string =>
  externalBusyByMasterSql(`ARRAY(SELECT (${x}).master_id WHERE (${x}).external_busy IS NOT NULL)`, '$5', '$6');
export const ORGANIZATION_EXTERNAL_BUSY = (x: string): string =>
  externalBusyByMasterSql(
    `ARRAY(SELECT (m->>'id')::int FROM json_array_elements((${x}).masters) m
            WHERE m->'bundle'->>'external_busy' IS NOT NULL)`,
    '$5',
    '$6',
  );

const SERVICE = (where: string) => `(
  SELECT json_build_object('id', s.id, 'duration_minutes', COALESCE(s.duration_minutes, 60))
    FROM services s WHERE s.id = $2 AND ${where}) AS service`;

/** An independent master by deep link: their own services (organization_id NULL). */
export const MASTER_SLOTS_SQL = `
  SELECT u.id AS master_id, 'Europe/Moscow' AS default_zone,
         ${SERVICE('s.master_id = u.id AND s.organization_id IS NULL')},
         ${BUNDLE}
    FROM master_profiles mp
    JOIN users u ON u.id = mp.user_id
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
   WHERE mp.deep_link = $1 AND NOT u.is_blocked`;

/** An organization master by master code: the organization's services assigned to them. */
export const ORGANIZATION_MASTER_SLOTS_SQL = `
  SELECT u.id AS master_id, o.time_zone AS default_zone,
         ${SERVICE('s.organization_id = o.id AND (oms.service_ids IS NULL OR s.id = ANY(oms.service_ids))')},
         ${BUNDLE}
    FROM organization_members m
    JOIN users u ON u.id = m.user_id
    JOIN organizations o ON o.id = m.organization_id
    JOIN users ow ON ow.id = o.owner_id
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
    LEFT JOIN organization_master_services oms ON oms.organization_id = o.id AND oms.master_id = u.id
   WHERE m.master_code = $1 AND ${bookableMemberRow('m', 'u', 'ow')}`;

/** An organization by deep link, with each master who performs the service (in the order the page lists them). */
export const ORGANIZATION_SLOTS_SQL = `
  SELECT o.time_zone,
         ${SERVICE('s.organization_id = o.id')},
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', x.id, 'first_name', x.first_name, 'last_name', x.last_name, 'master_code', x.master_code,
                    'bundle', json_build_object('schedule', x.schedule, 'overrides', x.overrides,
                                                'blocks', x.blocks, 'busy', x.busy,
                                                'external_busy', x.external_busy))
                  ORDER BY x.joined_at, x.member_id)
             FROM (
               SELECT u.id, u.first_name, u.last_name, m.master_code, m.joined_at, m.id AS member_id, ${BUNDLE}
                 FROM organization_members m
                 JOIN users u ON u.id = m.user_id
                 LEFT JOIN master_schedules ms ON ms.master_id = u.id
                 LEFT JOIN organization_master_services oms
                        ON oms.organization_id = m.organization_id AND oms.master_id = u.id
                WHERE m.organization_id = o.id AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u')}
                  AND (oms.service_ids IS NULL OR $2 = ANY(oms.service_ids))
                  AND EXISTS (SELECT 1 FROM services s WHERE s.id = $2 AND s.organization_id = o.id)
             ) x), '[]'::json) AS masters
    FROM organizations o
    JOIN users ow ON ow.id = o.owner_id
   WHERE o.deep_link = $1 AND NOT ow.is_blocked`;

/**
 * The booking reads, ONE statement each. BOOKING_CONTEXT_SQL answers everything a booking (or a move)
 * decides on: the master, the service and whether this master performs it, the caller's right to manage
 * the master's organization, who is told, and the schedule with overrides, blocks and busy ranges around
 * the start (the same data and the same busy rule as the public slot reads, src/schedules/public-slots.sql.ts).
 */
import { bookableInOrganization, managesOrganization } from '../access/access.sql';
import { scheduleBundleSql } from '../schedules/schedule-bundle.sql';

/**
 * The owner and unblocked admins of organization `o` (an alias of organizations, maybe NULL) as a JSON list
 * of { user_id, chat_id }: the master's side of the organization's bookings. '[]' outside an organization.
 */
export const STAFF_JSON = (o: string) => `CASE WHEN ${o}.id IS NULL THEN '[]'::json ELSE COALESCE((
           SELECT json_agg(json_build_object('user_id', x.id, 'chat_id', x.telegram_id::float8) ORDER BY x.id)
             FROM (SELECT ou.id, ou.telegram_id FROM users ou WHERE ou.id = ${o}.owner_id AND NOT ou.is_blocked
                   UNION
                   SELECT au.id, au.telegram_id FROM organization_members am JOIN users au ON au.id = am.user_id
                    WHERE am.organization_id = ${o}.id AND am.role = 'admin' AND NOT am.is_blocked
                      AND NOT au.is_blocked) x), '[]'::json) END`;

/**
 * $1 master (user id), $2 service id, $3 and $4 the dates whose overrides count (inclusive), $5 and $6 the
 * instants (epoch ms) of blocks and busy ranges, $7 an appointment to leave out (a move; 0 = none),
 * $8 the caller. No row: no such unblocked user.
 */
export const BOOKING_CONTEXT_SQL = `
  SELECT u.id AS master_id, u.first_name, u.last_name, u.phone, u.telegram_id::float8 AS telegram_id,
         mp.specialization, mp.address,
         (mp.deep_link IS NOT NULL OR ${bookableInOrganization('u.id')}) AS is_master,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
           'id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes, 'price', s.price::float8,
           'deposit_type', s.deposit_type, 'deposit_value', s.deposit_value, 'capacity', s.capacity,
           'min_participants', s.min_participants, 'min_check_hours', s.min_check_hours) END AS service,
         CASE
           WHEN s.id IS NULL THEN false
           WHEN s.organization_id IS NULL THEN s.master_id = u.id AND mp.deep_link IS NOT NULL
           ELSE ${bookableInOrganization('u.id', 's.organization_id')} AND (oms.service_ids IS NULL OR s.id = ANY(oms.service_ids))
         END AS service_ok,
         CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object(
           'id', o.id, 'name', o.name, 'address', o.address, 'phone', o.phone, 'time_zone', o.time_zone) END AS organization,
         ${managesOrganization('o', '$8')} AS caller_manages,
         ${STAFF_JSON('o')} AS staff,
         COALESCE(ms.cancel_cutoff_hours, 3) AS cancel_cutoff_hours,
         COALESCE(ms.buffer_minutes, 0) AS buffer_minutes,
         ${scheduleBundleSql({ overridesFrom: '$3::date', overridesTo: '$4::date', fromMs: '$5', toMs: '$6', exceptAppointment: '$7' })}
    FROM users u
    LEFT JOIN master_profiles mp ON mp.user_id = u.id
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
    LEFT JOIN services s ON s.id = $2
    LEFT JOIN organizations o ON o.id = s.organization_id
    LEFT JOIN organization_master_services oms ON oms.organization_id = o.id AND oms.master_id = u.id
   WHERE u.id = $1 AND NOT u.is_blocked`;

import { bookableMemberRow } from '../access/access.sql';

/**
 * The booking links of the user with Telegram id $1 whose public page answers (the same blocked rules as
 * the public pages): their independent master link, their organization's, their organization-master codes.
 */
export const OWN_BOOKING_LINKS_SQL = `
  SELECT 'master' AS kind, mp.deep_link AS code, NULL AS org_name
    FROM users u JOIN master_profiles mp ON mp.user_id = u.id
   WHERE u.telegram_id = $1 AND NOT u.is_blocked AND mp.deep_link IS NOT NULL
  UNION ALL
  SELECT 'organization', o.deep_link, o.name
    FROM users u JOIN organizations o ON o.owner_id = u.id
   WHERE u.telegram_id = $1 AND NOT u.is_blocked
  UNION ALL
  SELECT 'organization_master', m.master_code, o.name
    FROM users u JOIN organization_members m ON m.user_id = u.id JOIN organizations o ON o.id = m.organization_id
    JOIN users ow ON ow.id = o.owner_id
   WHERE u.telegram_id = $1 AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u', 'ow')}`;

import { independentMaster } from './access.sql';

/**
 * The zone of master `id`'s calendar, as the schedule routes decide it (master-access.ts): their saved
 * schedule's; else, for a master who works only in organizations, their first organization's; else Moscow.
 * The subscription feed and calendar sync both read it.
 */
export const MASTER_ZONE = (id: string) => `
  COALESCE((SELECT time_zone FROM master_schedules WHERE master_id = ${id}),
           (SELECT o.time_zone FROM organization_members m JOIN organizations o ON o.id = m.organization_id
             WHERE m.user_id = ${id} AND m.role = 'master' AND NOT m.is_blocked
               AND NOT ${independentMaster(id)}
             ORDER BY m.joined_at, m.id LIMIT 1),
           'Europe/Moscow')`;

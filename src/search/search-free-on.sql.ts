/**
 * free_on's part of the search statement: each page row's working-time data for the day, so the slot
 * engine (free-on.ts) decides which hits have a free start.
 */
import { bookableMemberRow } from '../access/access.sql';
import { EPOCH_MS, scheduleBundleSql } from '../schedules/schedule-bundle.sql';
import type { SqlParams } from './search-params';

/** The day free_on asks about, with the padded instants around it (master-days.ts paddedInstants). */
export interface FreeOnDay {
  date: string;
  lo: number;
  hi: number;
}

/**
 * The working-time data for free_on, read once per provider of the page (the rows `shown`; a provider
 * often has several of them): CTE `working` (kind, provider_id, masters) with the master, or the
 * organization's performing masters with the services each performs (service_ids, null: all), which
 * freeOnMasters applies per row. Then each row's group sessions (`sessions`, over row `r`).
 */
export function bundlesSql(freeOn: FreeOnDay, p: SqlParams): { working: string; sessions: string } {
  const date = p.add(freeOn.date, '::date');
  const lo = p.add(freeOn.lo);
  const hi = p.add(freeOn.hi);
  const bundle = scheduleBundleSql({
    overridesFrom: `${date} - 1`,
    overridesTo: `${date} + 1`,
    fromMs: lo,
    toMs: hi,
  });
  const agg = `json_agg(json_build_object('id', x.id, 'service_ids', x.service_ids, 'bundle', json_build_object(
                 'schedule', x.schedule, 'overrides', x.overrides, 'blocks', x.blocks, 'busy', x.busy)))`;
  const working = `working AS (
    SELECT pr.kind, pr.provider_id, CASE WHEN pr.kind = 'master' THEN (
      SELECT ${agg} FROM (
        SELECT u.id, NULL::int[] AS service_ids, ${bundle}
          FROM users u JOIN master_schedules ms ON ms.master_id = u.id WHERE u.id = pr.provider_id
      ) x)
    ELSE (
      SELECT ${agg} FROM (
        SELECT u.id, oms.service_ids, ${bundle}
          FROM organization_members m
          JOIN users u ON u.id = m.user_id
          JOIN master_schedules ms ON ms.master_id = u.id
          LEFT JOIN organization_master_services oms ON oms.organization_id = m.organization_id AND oms.master_id = u.id
         WHERE m.organization_id = pr.provider_id AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u')}
      ) x) END AS masters
      FROM (SELECT DISTINCT kind, provider_id FROM shown) pr)`;
  return { working, sessions: groupSessionsSql(lo, hi) };
}

/**
 * For a group service (capacity over 1), the starts (epoch ms) of its scheduled sessions with a seat left
 * around the day: such a service is free that day only through them. NULL for a one-client service.
 */
const groupSessionsSql = (lo: string, hi: string) => `
  CASE WHEN COALESCE((SELECT sv.capacity FROM services sv WHERE sv.id = r.id), 1) > 1 THEN COALESCE((
    SELECT json_agg(${EPOCH_MS('g.starts_at')} ORDER BY g.starts_at) FROM group_sessions g
     WHERE g.service_id = r.id AND g.status = 'scheduled' AND g.seats_taken < g.capacity
       AND g.starts_at >= to_timestamp(${lo}::float8 / 1000) AND g.starts_at < to_timestamp(${hi}::float8 / 1000)
  ), '[]'::json) END AS sessions`;

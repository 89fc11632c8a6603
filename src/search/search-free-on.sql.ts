/**
 * free_on's statement after the search's: the working-time data for the day of the providers whose hits
 * the slot engine (free-on.ts) looks at, so it decides which hits have a free start.
 */
import { bookableMemberRow } from '../access/access.sql';
import { EPOCH_MS, scheduleBundleSql } from '../schedules/schedule-bundle.sql';
import { SqlParams } from './search-params';

/** The day free_on asks about, with the padded instants around it (master-days.ts paddedInstants). */
export interface FreeOnDay {
  date: string;
  lo: number;
  hi: number;
}

/**
 * The working-time data for free_on of the providers the slot engine looks at (`kinds`/`ids` pairs), one
 * row each: the master, or the organization's performing masters with the services each performs
 * (service_ids, null: all), which firstFreeStart applies per hit. Then the group sessions of the hits'
 * services `services` (`sessions`, null for a one-client service).
 */
export function freeOnStatement(
  freeOn: FreeOnDay,
  providers: { kind: string; id: number }[],
  services: number[],
): { text: string; values: unknown[] } {
  // the text has no variable part: built once per process (a few kilobytes of string work per request)
  freeOnText ??= freeOnSql();
  const values = [
    freeOn.date,
    freeOn.lo,
    freeOn.hi,
    providers.map((x) => x.kind),
    providers.map((x) => x.id),
    services,
  ];
  return { text: freeOnText, values };
}

let freeOnText: string | undefined;

/** The statement's text, its parameters in freeOnStatement's order. */
function freeOnSql(): string {
  const p = new SqlParams();
  const date = p.add(undefined, '::date');
  const lo = p.add(undefined);
  const hi = p.add(undefined);
  const kinds = p.add(undefined, '::text[]');
  const ids = p.add(undefined, '::int[]');
  const serviceIds = p.add(undefined, '::int[]');
  const bundle = scheduleBundleSql({
    overridesFrom: `${date} - 1`,
    overridesTo: `${date} + 1`,
    fromMs: lo,
    toMs: hi,
  });
  const agg = `json_agg(json_build_object('id', x.id, 'service_ids', x.service_ids, 'bundle', json_build_object(
                 'schedule', x.schedule, 'overrides', x.overrides, 'blocks', x.blocks, 'busy', x.busy)))`;
  return `
    SELECT 'provider'::text AS what, pr.kind, pr.provider_id AS id, CASE WHEN pr.kind = 'master' THEN (
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
      ) x) END AS masters, NULL::json AS sessions
      FROM unnest(${kinds}, ${ids}) AS pr(kind, provider_id)
    UNION ALL
    SELECT 'service', NULL, r.id, NULL, ${groupSessionsSql(lo, hi)}
      FROM unnest(${serviceIds}) AS r(id)`;
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

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's checks without planning their queries again on every booking. PostgreSQL plans a function's
 * query anew for each call when the plan for the call's values looks cheaper than the general one: the
 * client's quota (booking_quota_check) and the plan's month (plan_records_check) did so on every booking
 * (a retry key of NULL makes "this key was booked already" free, and a client's own count looks cheaper
 * than anyone's), and booking_days_zone, an SQL function the planner cannot inline, planned its body on
 * every statement that called it. The checks now keep their general plans (index lookups by client, and by
 * business and month: the plan's check asks an organization's month and an independent master's month in
 * two queries, as one query for both could only be planned as a scan of everyone's month), and the zone is
 * two keyed lookups in PL/pgSQL, whose plans are kept.
 */
const STATUSES_THAT_COUNT = `a.status NOT IN ('cancelled', 'expired', 'payment_conflict')`;

/**
 * plan_records_check (migration 1764320000000); `split`: its conditions on a parameter split into IFs, so
 * that each query's general plan is an index lookup (the organization's or the master's month, the retry's
 * key, the moved booking): one query for both kinds of business could only be planned as a scan of
 * everyone's month.
 */
function recordsCheck(split: boolean): string {
  const given = (param: string, query: string) =>
    split
      ? `${param} IS NOT NULL THEN\n          IF EXISTS (${query}) THEN`
      : `${param} IS NOT NULL AND EXISTS (${query}) THEN`;
  const endGiven = split ? 'END IF; END IF;' : 'END IF;';
  const count = (where: string) => `SELECT count(*) INTO taken FROM appointments a
         WHERE ${where}
           AND a.starts_at >= month_start AND a.starts_at < month_end
           -- a hold that expired, or a paid time taken meanwhile, never became a record
           AND ${STATUSES_THAT_COUNT};`;
  return `
      CREATE OR REPLACE FUNCTION plan_records_check(p_org int, p_master int, p_start timestamptz, p_zone varchar,
                                                    p_client int, p_key varchar, p_limit int, p_moved int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        month_start timestamptz;
        month_end timestamptz;
        taken int;
      BEGIN
        IF p_limit = 0 THEN RETURN true; END IF;
        IF p_org IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(7004501, p_org);
        ELSE
          PERFORM pg_advisory_xact_lock(7004502, p_master);
        END IF;
        -- a retry of a booking already made answers that booking (the insert's ON CONFLICT), never a refusal
        IF ${given('p_key', 'SELECT 1 FROM appointments a WHERE a.client_id = p_client AND a.idempotency_key = p_key')}
          RETURN true;
        ${endGiven}
        month_start := date_trunc('month', p_start AT TIME ZONE p_zone) AT TIME ZONE p_zone;
        month_end := (date_trunc('month', p_start AT TIME ZONE p_zone) + interval '1 month') AT TIME ZONE p_zone;
        -- moved within the month it already counts in, or paid while it still holds its time: no new record
        IF ${given(
          'p_moved',
          `SELECT 1 FROM appointments a WHERE a.id = p_moved AND ${STATUSES_THAT_COUNT}
             AND a.starts_at >= month_start AND a.starts_at < month_end`,
        )}
          RETURN true;
        ${endGiven}
        ${
          split
            ? `IF p_org IS NOT NULL THEN
          ${count('a.organization_id = p_org')}
        ELSE
          ${count('a.master_id = p_master AND a.organization_id IS NULL')}
        END IF;`
            : count(`(CASE WHEN p_org IS NOT NULL THEN a.organization_id = p_org
                     ELSE a.master_id = p_master AND a.organization_id IS NULL END)`)
        }
        IF taken >= p_limit THEN
          RAISE EXCEPTION 'the business holds % records this month', taken USING ERRCODE = 'BL002';
        END IF;
        RETURN true;
      END $$`;
}

const CHECKS = [
  'booking_quota_check(int, int, timestamptz, varchar, int, int)',
  'plan_records_check(int, int, timestamptz, varchar, int, varchar, int, int)',
];

export class BookingCheckPlans1764641000000 implements MigrationInterface {
  name = 'BookingCheckPlans1764641000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(recordsCheck(true));
    for (const f of CHECKS) await q.query(`ALTER FUNCTION ${f} SET plan_cache_mode = force_generic_plan`);
    await q.query(`
      CREATE OR REPLACE FUNCTION booking_days_zone(p_org int, p_master int) RETURNS varchar
      LANGUAGE plpgsql STABLE AS $$
      DECLARE z varchar;
      BEGIN
        IF p_org IS NOT NULL THEN
          SELECT time_zone INTO z FROM organizations WHERE id = p_org;
        ELSE
          SELECT time_zone INTO z FROM master_schedules WHERE master_id = p_master;
        END IF;
        RETURN COALESCE(z, 'Europe/Moscow');
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION booking_days_zone(p_org int, p_master int) RETURNS varchar LANGUAGE sql STABLE AS $$
        SELECT COALESCE(CASE WHEN p_org IS NOT NULL THEN (SELECT time_zone FROM organizations WHERE id = p_org)
                             ELSE (SELECT time_zone FROM master_schedules WHERE master_id = p_master) END,
                        'Europe/Moscow') $$`);
    for (const f of CHECKS) await q.query(`ALTER FUNCTION ${f} RESET plan_cache_mode`);
    await q.query(recordsCheck(false));
  }
}

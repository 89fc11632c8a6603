import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's checks without planning their queries again on every booking. PostgreSQL plans a function's
 * query anew for each call when the plan for the call's values looks cheaper than the general one: the
 * client's quota (booking_quota_check) and the plan's month (plan_records_check) did so on every booking
 * (a retry key of NULL makes "this key was booked already" free, and a client's own count looks cheaper
 * than anyone's), and booking_days_zone, an SQL function the planner cannot inline, planned its body on
 * every statement that called it. The checks now keep their general plans (index lookups by client, and by
 * business and month), and the zone is two keyed lookups in PL/pgSQL, whose plans are kept.
 */
const CHECKS = [
  'booking_quota_check(int, int, timestamptz, varchar, int, int)',
  'plan_records_check(int, int, timestamptz, varchar, int, varchar, int, int)',
];

export class BookingCheckPlans1764641000000 implements MigrationInterface {
  name = 'BookingCheckPlans1764641000000';

  public async up(q: QueryRunner): Promise<void> {
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
  }
}

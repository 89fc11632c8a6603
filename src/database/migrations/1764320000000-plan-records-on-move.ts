import { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES_THAT_COUNT = `a.status NOT IN ('cancelled', 'expired', 'payment_conflict')`;

/**
 * plan_records_check as of Billing1764250000000, and (`moved`) with p_moved: an existing booking that a
 * write puts in a month (a move, a lapsed deposit hold taken again or paid). Such a booking adds a record
 * to the month it goes to unless it already counts there, so the month is checked as for a new booking,
 * under the same lock, except when the booking stays in a month where it is counted already.
 */
function recordsCheck(moved: boolean): string {
  return `
      CREATE FUNCTION plan_records_check(p_org int, p_master int, p_start timestamptz, p_zone varchar,
                                         p_client int, p_key varchar, p_limit int${moved ? ', p_moved int' : ''})
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
        IF p_key IS NOT NULL AND EXISTS (
          SELECT 1 FROM appointments a WHERE a.client_id = p_client AND a.idempotency_key = p_key) THEN
          RETURN true;
        END IF;
        month_start := date_trunc('month', p_start AT TIME ZONE p_zone) AT TIME ZONE p_zone;
        month_end := (date_trunc('month', p_start AT TIME ZONE p_zone) + interval '1 month') AT TIME ZONE p_zone;${
          moved
            ? `
        -- moved within the month it already counts in, or paid while it still holds its time: no new record
        IF p_moved IS NOT NULL AND EXISTS (
          SELECT 1 FROM appointments a WHERE a.id = p_moved AND ${STATUSES_THAT_COUNT}
             AND a.starts_at >= month_start AND a.starts_at < month_end) THEN
          RETURN true;
        END IF;`
            : ''
        }
        SELECT count(*) INTO taken FROM appointments a
         WHERE (CASE WHEN p_org IS NOT NULL THEN a.organization_id = p_org
                     ELSE a.master_id = p_master AND a.organization_id IS NULL END)
           AND a.starts_at >= month_start AND a.starts_at < month_end
           -- a hold that expired, or a paid time taken meanwhile, never became a record
           AND ${STATUSES_THAT_COUNT};
        IF taken >= p_limit THEN
          RAISE EXCEPTION 'the business holds % records this month', taken USING ERRCODE = 'BL002';
        END IF;
        RETURN true;
      END $$`;
}

/**
 * The records of a month under the business's plan are checked for every write that puts a booking in a
 * month, not only for a new one: a move (by the client or the business) and a lapsed deposit hold taken
 * again or paid check the month the booking goes to (p_moved names the booking; see recordsCheck).
 */
export class PlanRecordsOnMove1764320000000 implements MigrationInterface {
  name = 'PlanRecordsOnMove1764320000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION plan_records_check(int, int, timestamptz, varchar, int, varchar, int)`);
    await q.query(recordsCheck(true));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION plan_records_check(int, int, timestamptz, varchar, int, varchar, int, int)`);
    await q.query(recordsCheck(false));
  }
}

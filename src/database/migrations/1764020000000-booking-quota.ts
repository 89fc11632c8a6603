import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many live future bookings one client may hold (with one master, and in all), decided by the database
 * inside the booking's own INSERT (src/appointments/appointment-store.ts), so that the limit holds when one
 * client sends many bookings at once. booking_quota_check takes a transaction advisory lock per client
 * (the two-key form, class 7004400; the single-key locks 7004243, 7004301 and 7004302 live in another
 * space), so one client's bookings are decided one after the other and the lock is released when the
 * booking commits. Being VOLATILE, each query in it reads a fresh snapshot: the count taken after the lock
 * sees the booking that held it. Live = not cancelled, no_show or completed; future = starting after
 * `p_at` (the server's clock). A booking the client already made with the same idempotency key passes (the
 * insert then answers that booking). Over a limit it raises SQLSTATE BK001 (one master) or BK002 (in all).
 * A limit of 0 is no limit; a booking without a client (staff's manual booking) is never counted.
 */
export class BookingQuota1764020000000 implements MigrationInterface {
  name = 'BookingQuota1764020000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION booking_quota_check(p_client int, p_master int, p_at timestamptz, p_key varchar,
                                          p_per_master int, p_per_client int)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        with_master int;
        in_all int;
      BEGIN
        IF p_client IS NULL OR (p_per_master = 0 AND p_per_client = 0) THEN RETURN true; END IF;
        PERFORM pg_advisory_xact_lock(7004400, p_client);
        IF p_key IS NOT NULL AND EXISTS (
          SELECT 1 FROM appointments a WHERE a.client_id = p_client AND a.idempotency_key = p_key) THEN
          RETURN true;
        END IF;
        SELECT count(*) FILTER (WHERE a.master_id = p_master), count(*) INTO with_master, in_all
          FROM appointments a
         WHERE a.client_id = p_client AND a.starts_at > p_at
           AND a.status NOT IN ('cancelled', 'no_show', 'completed');
        IF p_per_master > 0 AND with_master >= p_per_master THEN
          RAISE EXCEPTION 'client % holds % live future bookings with master %', p_client, with_master, p_master
            USING ERRCODE = 'BK001';
        END IF;
        IF p_per_client > 0 AND in_all >= p_per_client THEN
          RAISE EXCEPTION 'client % holds % live future bookings', p_client, in_all USING ERRCODE = 'BK002';
        END IF;
        RETURN true;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION booking_quota_check(int, int, timestamptz, varchar, int, int)`);
  }
}

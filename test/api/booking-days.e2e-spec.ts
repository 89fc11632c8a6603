import { describeKeptFigures } from './booking-events-support';

/**
 * The report's kept per-day figures (booking_days, kept by triggers on bookings, deposits and zones)
 * against a full recount from the bookings, after random sequences of what happens to bookings: booked
 * (with or without a deposit being paid, with a service or none), moved, moved to another master, given
 * another service, cancelled, completed, marked a no-show, the deposit paid, lapsed or lost to a conflict,
 * a deposit retained or given back, deleted, one statement closing many bookings at once, and a business
 * changing its zone (its dates move). On PostgreSQL and on the embedded database.
 */

/** What each figure is, from every booking: per business, master, date of the business's zone and service. */
const RECOUNT = `
  WITH v AS (
    SELECT a.*, CASE WHEN a.organization_id IS NULL THEN COALESCE(ms.time_zone, 'Europe/Moscow') ELSE o.time_zone END AS zone,
           (SELECT d.amount FROM appointment_deposits d WHERE d.appointment_id = a.id AND d.status = 'retained') AS retained
      FROM appointments a
      LEFT JOIN organizations o ON o.id = a.organization_id
      LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
     WHERE a.status NOT IN ('expired', 'payment_conflict') AND a.master_id = ANY($1::int[])
  )
  SELECT COALESCE(organization_id, 0) AS org, master_id AS master, to_char(starts_at AT TIME ZONE zone, 'YYYY-MM-DD') AS day,
         COALESCE(service_id, 0) AS service, count(*)::int AS bookings,
         count(*) FILTER (WHERE status = 'completed')::int AS visits,
         count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
         count(*) FILTER (WHERE status = 'no_show')::int AS no_shows,
         COALESCE(sum(price) FILTER (WHERE status = 'completed'), 0)::numeric(14,2)::text AS revenue,
         COALESCE(sum(retained) FILTER (WHERE status <> 'completed'), 0)::int AS retained,
         COALESCE(range_agg(tstzrange(starts_at, ends_at)) FILTER (WHERE status <> 'cancelled'), '{}')::text AS booked
    FROM v GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;

const KEPT = `
  SELECT organization_id AS org, master_id AS master, day::text AS day, service_id AS service, bookings, visits,
         cancelled, no_shows, revenue::text AS revenue, retained, booked::text AS booked
    FROM booking_days WHERE master_id = ANY($1::int[]) ORDER BY 1, 2, 3, 4`;

describeKeptFigures({
  title: "the report's kept day figures on %s",
  kept: KEPT,
  keptParams: (w) => [w.masters],
  recount: RECOUNT,
  rebuild: 'SELECT booking_days_rebuild()',
  slots: 600,
});

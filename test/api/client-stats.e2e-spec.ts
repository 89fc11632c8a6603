import { describeKeptFigures } from './booking-events-support';

/**
 * The kept client figures (client_stats, kept by triggers on appointments) against a full recount from
 * the bookings, after random sequences of every kind of booking event (test/api/booking-events-support.ts):
 * booked (with or without a deposit being paid), moved, moved to another master, given another service,
 * cancelled, completed, marked a no-show, the deposit paid, lapsed, lost, retained or given back, deleted,
 * one statement closing many bookings at once, and a business changing its zone. On PostgreSQL and on the
 * embedded database.
 */

/** What each figure is, recounted from every booking: per master (organization 0 outside one) and per organization. */
const RECOUNT = `
  WITH v AS (
    SELECT * FROM appointments
     WHERE client_key IS NOT NULL AND status NOT IN ('expired', 'payment_conflict') AND master_id = ANY($1::int[])
  ), g AS (
    SELECT COALESCE(organization_id, 0) AS org, master_id AS master, v.* FROM v
    UNION ALL
    SELECT organization_id, 0, v.* FROM v WHERE organization_id IS NOT NULL
  )
  SELECT org, master, client_key AS key,
         count(*) FILTER (WHERE status = 'completed')::int AS visits,
         count(*) FILTER (WHERE status = 'no_show')::int AS no_shows,
         count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
         COALESCE(sum(price) FILTER (WHERE status = 'completed'), 0)::numeric(14,2)::text AS revenue,
         min(starts_at) FILTER (WHERE status = 'completed')::text AS first_visit,
         max(starts_at) FILTER (WHERE status = 'completed')::text AS last_visit,
         max(starts_at) FILTER (WHERE status <> 'cancelled')::text AS last_live,
         (array_agg(client_name ORDER BY starts_at DESC, id DESC))[1] AS booked_name,
         (array_agg(client_phone ORDER BY starts_at DESC, id DESC))[1] AS booked_phone
    FROM g GROUP BY org, master, client_key ORDER BY org, master, client_key`;

const KEPT = `
  SELECT organization_id AS org, master_id AS master, client_key AS key, visits, no_shows, cancelled,
         revenue::text AS revenue, first_visit::text AS first_visit, last_visit::text AS last_visit,
         last_live::text AS last_live, booked_name, booked_phone
    FROM client_stats
   WHERE master_id = ANY($1::int[]) OR (master_id = 0 AND organization_id = $2)
   ORDER BY org, master, key`;

describeKeptFigures({
  title: 'kept client figures on %s',
  kept: KEPT,
  keptParams: (w) => [w.masters, w.orgId],
  recount: RECOUNT,
  rebuild: 'SELECT client_stats_rebuild()',
  slots: 3000,
});

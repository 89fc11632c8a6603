// The demo's studio work: the first organization's first master runs «Йога для начинающих» for 8 every
// Tuesday and Thursday evening of the coming four weeks (one weekly series), with seats taken by seeded
// clients: some sessions nearly full, one full, some with a few seats left. Each seat is a booking.
import type { SqlClock } from './sql';

const LIVE = `('cancelled', 'expired', 'payment_conflict')`;

export function groupSessionsSql(clock: SqlClock): string {
  return `
  WITH m AS (
    SELECT om.user_id AS master_id, o.id AS org_id, o.time_zone
      FROM organization_members om JOIN organizations o ON o.id = om.organization_id
     WHERE om.role = 'master' AND NOT om.is_blocked AND om.master_code IS NOT NULL
     ORDER BY o.id, om.id LIMIT 1),
  svc AS (
    -- explicit ids, as the seed writes them (the sequences are moved past them at the end)
    INSERT INTO services (id, name, description, duration_minutes, price, organization_id, capacity, min_participants,
                          min_check_hours, created_at)
    SELECT (SELECT COALESCE(max(id), 0) + 1 FROM services), 'Йога для начинающих', 'Групповое занятие, до 8 человек', 60, 700, m.org_id, 8, 3, 12, ${clock.now}
      FROM m RETURNING id),
  series AS (
    INSERT INTO group_session_series (master_id, service_id, rrule, created_by, created_at)
    SELECT m.master_id, svc.id, 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=8', m.master_id, ${clock.now}
      FROM m, svc RETURNING id),
  times AS (
    SELECT m.master_id, m.org_id, svc.id AS service_id, series.id AS series_id,
           ((${clock.today} + k) + time '19:00') AT TIME ZONE m.time_zone AS starts_at
      FROM m, svc, series, generate_series(1, 28) k
     WHERE extract(isodow FROM ${clock.today} + k) IN (2, 4))
  INSERT INTO group_sessions (master_id, service_id, organization_id, series_id, starts_at, ends_at, occupied_until,
                              capacity, min_participants, min_check_at, created_by, created_at)
  SELECT t.master_id, t.service_id, t.org_id, t.series_id, t.starts_at, t.starts_at + interval '1 hour',
         t.starts_at + interval '1 hour', 8, 3, t.starts_at - interval '12 hours', t.master_id, ${clock.now}
    FROM times t
   -- a seeded booking of the master at that hour keeps the session out (the database would refuse it)
   WHERE NOT EXISTS (SELECT 1 FROM appointments a
                      WHERE a.master_id = t.master_id AND a.status NOT IN ${LIVE}
                        AND tstzrange(a.starts_at, a.occupied_until) && tstzrange(t.starts_at, t.starts_at + interval '1 hour'));

  INSERT INTO appointments (id, master_id, client_id, organization_id, service_id, client_name, client_phone, starts_at,
                            ends_at, occupied_until, status, price, created_by, created_at, updated_at, session_id)
  SELECT (SELECT COALESCE(max(id), 0) FROM appointments) + row_number() OVER (ORDER BY g.n, c.id),
         g.master_id, c.id, g.organization_id, g.service_id, c.first_name, c.phone, g.starts_at, g.ends_at,
         g.occupied_until, 'planned', 700, c.id, ${clock.now}, ${clock.now}, g.id
    FROM (SELECT g.*, row_number() OVER (ORDER BY g.starts_at) AS n FROM group_sessions g) g
   CROSS JOIN LATERAL (
     SELECT u.id, u.first_name, u.phone FROM users u
      WHERE u.user_type = 'client' AND NOT u.is_blocked AND u.phone IS NOT NULL
      ORDER BY (u.id * 7 + g.n) % 101, u.id
      LIMIT (ARRAY[7, 3, 8, 5, 6, 2, 7, 4])[((g.n - 1) % 8) + 1]) c;`;
}

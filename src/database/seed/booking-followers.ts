// What the booking triggers would add for each seeded appointment, written in one pass instead of per row
// (at scale 10, two million trigger calls were most of the seed's time). While the appointments go in, the
// seed turns off the triggers whose work it does here or that have nothing to do in a fresh database:
// reminders and review requests (written below, the same rows, test/api/schedules-seed checks them against
// the triggers), the kept figures of the client base and of the report (rebuilt once below), webhooks (no webhook exists yet) and the group-session guard (no session exists yet; the
// group sessions seeded later keep clear of the bookings themselves).
const QUIET_TRIGGERS = [
  'appointments_plan_reminders',
  'appointments_plan_review_request',
  'appointments_keep_client_stats_on_insert',
  'appointments_keep_booking_days_on_insert',
  'appointments_webhooks_insert',
  'appointments_session_guard',
  // the report's versions: a fresh database has no kept report
  'appointments_report_ins',
  // free_on's versions: nor a kept free_on answer
  'appointments_free_on_ins',
];

const alter = (verb: 'DISABLE' | 'ENABLE') =>
  `ALTER TABLE appointments ${QUIET_TRIGGERS.map((t) => `${verb} TRIGGER ${t}`).join(', ')};`;

export const quietBookingTriggers = alter('DISABLE');

/** The triggers' rows for every appointment (as appointments_plan_reminders / _plan_review_request write them), then the triggers back on. */
export const bookingFollowersSql = `
  INSERT INTO appointment_reminders (appointment_id, lead_minutes, due_at, starts_at)
  SELECT a.id, l, a.starts_at - make_interval(mins => l), a.starts_at
    FROM appointments a
    LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
   CROSS JOIN LATERAL unnest(COALESCE(ms.reminder_minutes, '{1440,120}')) l
   WHERE a.client_id IS NOT NULL AND a.status IN ('planned', 'confirmed')
     AND a.starts_at - make_interval(mins => l) > a.created_at
  ON CONFLICT DO NOTHING;
  INSERT INTO review_requests (appointment_id, due_at)
  SELECT a.id, a.ends_at + interval '2 hours' FROM appointments a
   WHERE a.client_id IS NOT NULL AND a.status <> 'cancelled'
  ON CONFLICT (appointment_id) DO NOTHING;
  SELECT client_stats_rebuild();
  SELECT booking_days_rebuild();
  ${alter('ENABLE')}`;

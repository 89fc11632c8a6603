import { addDays } from '../../src/time-core/calendar-date';
import { formatInstant, localToInstant, zonedDate } from '../../src/time-core/zone';
import { makeAppointment, makeMaster, makeService } from '../factories';
import { makeSchedule } from '../factories/schedules';
import type { Persona, World } from '../support/world';

/**
 * Targets of the booking rows in the authorization table. The matrix runs on the real clock, so
 * every request gets its own whole-hour start two or more days ahead (beyond any cancellation cutoff) or
 * behind (marking a visit), on the grid of an all-day schedule, five hours from the next one (an hour's
 * service plus the largest buffer a schedule row may set, 4 h): no request collides with another.
 */

const ZONE = 'Europe/Moscow';
let next = 0;

/** A fresh start (ISO with Moscow's offset) `direction` days from today, never the same twice in a run. */
export function freshStart(direction: 1 | -1 = 1): string {
  const k = next++;
  const date = addDays(zonedDate(Date.now(), ZONE), direction * (2 + Math.floor(k / 4)));
  return formatInstant(localToInstant(date, 60 * (1 + 5 * (k % 4)), ZONE), ZONE);
}

/** Moscow dates of this week, for the calendar. */
export function thisWeek(): { from: string; to: string } {
  const from = zonedDate(Date.now(), ZONE);
  return { from, to: addDays(from, 6) };
}

const ALL_DAY = {
  type: 'weekly' as const,
  week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } as Record<string, [string, string][]>,
};
for (const d of Object.keys(ALL_DAY.week)) ALL_DAY.week[d] = [['00:00', '24:00']];

/** A new independent master working all day with a one-hour service: the body of a booking. */
export async function freshBookingBody(w: World): Promise<Record<string, unknown>> {
  const m = await makeMaster(w.db);
  const s = await makeService(w.db, { masterId: m.user.id }, { name: 'Стрижка', durationMinutes: 60 });
  await makeSchedule(w.db, m.user.id, { pattern: ALL_DAY as never, minNoticeMinutes: 0, horizonDays: 365 });
  return { master_id: m.user.id, service_id: s.id, starts_at: freshStart(), comment: 'матрица' };
}

/**
 * The organization master works all day every day with no buffer and does every service (set again before
 * each request that needs it: the schedule rows change these).
 */
export async function orgMasterWorksAllDay(w: World): Promise<void> {
  await w.db.query(
    `INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days)
     VALUES ($1, $2, $3::jsonb, 30, 0, 365)
     ON CONFLICT (master_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, pattern = EXCLUDED.pattern,
       slot_step_minutes = 30, min_notice_minutes = 0, horizon_days = 365, buffer_minutes = 0`,
    [w.personas.orgMaster.user!.id, ZONE, JSON.stringify(ALL_DAY)],
  );
  // the schedule rows may have limited which services they do: all again
  await w.db.query(`DELETE FROM organization_master_services WHERE master_id = $1`, [w.personas.orgMaster.user!.id]);
}

let lastId = 0;

/**
 * A new booking of the world's client with the organization master, ahead (or behind) of now, for a service
 * of its own (other rows may delete the world's organization service). Asked by the master who left the
 * organization, the booking is theirs (made while they were a member): what they try on it is what matters.
 */
export async function orgBooking(w: World, direction: 1 | -1 = 1, actor?: Persona): Promise<number> {
  const service = await makeService(w.db, { organizationId: w.org.id }, { name: 'Маникюр', durationMinutes: 60 });
  const master = actor?.name === 'formerOrgMaster' ? actor : w.personas.orgMaster;
  const a = await makeAppointment(w.db, {
    masterId: master.user!.id,
    clientId: w.personas.client.user!.id,
    organizationId: w.org.id,
    serviceId: service.id,
    startsAt: new Date(Date.parse(freshStart(direction))),
  });
  lastId = a.id;
  return a.id;
}

/** What a refused change must leave alone: the last target's status and start. */
export async function lastBookingState(w: World): Promise<unknown> {
  const rows: { status: string; starts_at: Date }[] = await w.db.query(
    `SELECT status, starts_at FROM appointments WHERE id = $1`,
    [lastId],
  );
  return rows.map((r) => [r.status, r.starts_at.toISOString()]);
}

let lastSeriesId = 0;

/**
 * A new series of the world's client with the organization master: two weekly visits ahead of now (as
 * orgBooking makes one; the master who left the organization gets one of theirs made while a member).
 */
export async function orgSeries(w: World, actor?: Persona): Promise<number> {
  const service = await makeService(w.db, { organizationId: w.org.id }, { name: 'Маникюр', durationMinutes: 60 });
  const master = actor?.name === 'formerOrgMaster' ? actor : w.personas.orgMaster;
  const clientId = w.personas.client.user!.id;
  const [series]: { id: number }[] = await w.db.query(
    `INSERT INTO appointment_series (client_id, master_id, service_id, rrule, created_by)
     VALUES ($1, $2, $3, 'FREQ=WEEKLY;INTERVAL=1;COUNT=2', $1) RETURNING id`,
    [clientId, master.user!.id, service.id],
  );
  const first = Date.parse(freshStart());
  // a week later two hours on: freshStart only hands out 01, 06, 11 and 16 o'clock, so no other row's
  // booking can sit on the second visit
  for (const startMs of [first, first + 7 * 86_400_000 + 2 * 3_600_000]) {
    const a = await makeAppointment(w.db, {
      masterId: master.user!.id,
      clientId,
      organizationId: w.org.id,
      serviceId: service.id,
      startsAt: new Date(startMs),
    });
    await w.db.query(`UPDATE appointments SET series_id = $1 WHERE id = $2`, [series.id, a.id]);
  }
  lastSeriesId = series.id;
  return series.id;
}

/** What a refused series change must leave alone: the last series' statuses and starts. */
export async function lastSeriesState(w: World): Promise<unknown> {
  const rows: { status: string; starts_at: Date }[] = await w.db.query(
    `SELECT status, starts_at FROM appointments WHERE series_id = $1 ORDER BY starts_at`,
    [lastSeriesId],
  );
  return rows.map((r) => [r.status, r.starts_at.toISOString()]);
}

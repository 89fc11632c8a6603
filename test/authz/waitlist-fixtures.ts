import { addDays } from '../../src/time-core/calendar-date';
import { zonedDate } from '../../src/time-core/zone';
import type { World } from '../support/world';
import { freshBookingBody } from './appointment-fixtures';

/** Targets of the waitlist rows in the authorization table; the matrix runs on the real clock. */

const inTwoDays = () => addDays(zonedDate(Date.now(), 'Europe/Moscow'), 2);

/** Wait for a new independent master's service (all day, every day) two days from now. */
export async function freshWaitlistBody(w: World): Promise<Record<string, unknown>> {
  const { master_id, service_id } = await freshBookingBody(w);
  return { master_id, service_id, from: inTwoDays(), to: addDays(inTwoDays(), 2) };
}

let lastId = 0;

/** A new active entry of the world's client (written straight to the database, past any per-client limit). */
export async function clientWaitlistEntry(w: World): Promise<number> {
  const { master_id, service_id } = await freshBookingBody(w);
  const [row]: { id: number }[] = await w.db.query(
    `INSERT INTO waitlist_entries (client_id, master_id, service_id, from_date, to_date)
     VALUES ($1, $2, $3, $4::date, $4::date) RETURNING id`,
    [w.personas.client.user!.id, master_id, service_id, inTwoDays()],
  );
  lastId = row.id;
  return row.id;
}

/** What a refused leave must leave alone: the last target's status. */
export async function lastEntryState(w: World): Promise<unknown> {
  return w.db.query(`SELECT status FROM waitlist_entries WHERE id = $1`, [lastId]);
}

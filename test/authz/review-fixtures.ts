import { addDays } from '../../src/time-core/calendar-date';
import { localToInstant, zonedDate } from '../../src/time-core/zone';
import { makeAppointment } from '../factories';
import type { Persona, PersonaName, World } from '../support/world';

const ZONE = 'Europe/Moscow';
let next = 0;

/**
 * Targets of the review rows in the authorization table: a finished five-minute booking of the world's client
 * with the organization master, one to ten days behind (a review is allowed for 30 days), between 02:10 and
 * 05:50 Moscow time: the other booking rows use whole hours 01, 06, 11 and 16, so none overlaps.
 */
export async function finishedBooking(w: World, clientId = w.personas.client.user!.id): Promise<number> {
  const k = next++;
  const date = addDays(zonedDate(Date.now(), ZONE), -(1 + Math.floor(k / 44)));
  const startsAt = new Date(localToInstant(date, 130 + 5 * (k % 44), ZONE));
  const a = await makeAppointment(w.db, {
    masterId: w.personas.orgMaster.user!.id,
    clientId,
    organizationId: w.org.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 5 * 60_000),
  });
  return a.id;
}

/** The organization's own people: as a booking's client they may not review it. */
const OWN_PEOPLE: readonly PersonaName[] = ['owner', 'orgAdmin', 'orgMaster'];

/**
 * The booking a persona would review: the organization's own people (owner, admin, its master) their own
 * booking of it, as if they had booked themselves; everyone else the world client's booking.
 */
export async function bookingToReview(w: World, actor: Persona): Promise<number> {
  return OWN_PEOPLE.includes(actor.name) ? finishedBooking(w, actor.user!.id) : finishedBooking(w);
}

let lastReview = 0;

/** A fresh review by the world's client of a finished organization booking: its booking and review ids. */
export async function clientReview(w: World): Promise<{ appointmentId: number; reviewId: number }> {
  const appointmentId = await finishedBooking(w);
  const [row]: { id: number }[] = await w.db.query(
    `INSERT INTO reviews (appointment_id, author_id, master_id, organization_id, rating, text)
     SELECT id, client_id, master_id, organization_id, 4, 'матрица' FROM appointments WHERE id = $1 RETURNING id`,
    [appointmentId],
  );
  lastReview = row.id;
  return { appointmentId, reviewId: row.id };
}

/** What a refused change must leave alone: the last review's words, reply and marks. */
export async function lastReviewState(w: World): Promise<unknown> {
  return w.db.query(`SELECT rating, text, reply_text, hidden, reports_count FROM reviews WHERE id = $1`, [lastReview]);
}

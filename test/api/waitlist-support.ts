import type { DataSource } from 'typeorm';
import { Made, makeService } from '../factories';
import { makeBusy } from '../factories/schedules';
import { auth, TestApp } from '../support/test-app';
import { book, client, independentMaster, IndependentMaster } from './appointments-support';

/** Shared pieces of the waitlist tests (test/api/waitlist*.e2e-spec.ts, test/bot/waitlist*.e2e-spec.ts). */

/** Wednesday after NOW (appointments-support.ts): the full day the tests wait for. */
export const DAY = '2026-12-02';
export const at = (hhmm: string, date = DAY) => `${date}T${hhmm}:00+03:00`;

export const join = (t: TestApp, who: Made, body: object) => t.http.post('/api/waitlist').set(auth(who.tg)).send(body);
export const myWaitlist = (t: TestApp, who: Made) => t.http.get('/api/waitlist/my').set(auth(who.tg));
export const leave = (t: TestApp, who: Made, id: number) => t.http.delete(`/api/waitlist/${id}`).set(auth(who.tg));

export interface FullDay {
  master: IndependentMaster;
  /** A two-hour service of the same master. */
  long: { id: number };
  /** The client whose 10:00–11:00 booking is the one free-able hour of DAY. */
  holder: Made;
  bookingId: number;
}

/**
 * An independent master (Mon–Fri 09–18 Moscow, step 30, one-hour service) whose DAY is full: 09–10 and
 * 11–18 busy, 10–11 booked through the API by `holder` (cancel or move it to free the hour).
 */
export async function fullDay(t: TestApp): Promise<FullDay> {
  const master = await independentMaster(t.db);
  const long = await makeService(t.db, { masterId: master.user.id }, { name: 'Окрашивание', durationMinutes: 120 });
  await makeBusy(t.db, master.user.id, at('09:00'), at('10:00'));
  await makeBusy(t.db, master.user.id, at('11:00'), at('18:00'));
  const holder = await client(t.db);
  const res = await book(t, holder, {
    master_id: master.user.id,
    service_id: master.service.id,
    starts_at: at('10:00'),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { master, long, holder, bookingId: res.body.id as number };
}

export interface OfferRow {
  id: number;
  user_id: number;
  chat_id: number;
  kind: string;
  payload: Record<string, unknown>;
}

/** Waitlist notices queued for one client, oldest first. */
export async function waitlistNotices(db: DataSource, userId: number): Promise<OfferRow[]> {
  return db.query(
    `SELECT id, user_id, chat_id::float8 AS chat_id, kind, payload FROM outbox_messages
      WHERE user_id = $1 AND kind LIKE 'waitlist_%' ORDER BY id`,
    [userId],
  );
}

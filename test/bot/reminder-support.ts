import type { DataSource } from 'typeorm';
import { dueRounds, type DueRoundsResult } from '../support/due-rounds';
import type { FakeCall } from '../support/fake-bot-api';
import { auth } from '../support/test-app';
import { ALL_DAY, book, client, independentMaster, setNow, type IndependentMaster } from '../api/appointments-support';
import type { Made } from '../factories';
import type { BotTest } from './support';

/** Shared steps of the reminder and agenda bot tests (test/bot/reminder*.e2e-spec.ts, agenda.e2e-spec.ts). */

/** Moves the app's clock (bookings, cancels, the runner) and the outbox worker's clock to `at`. */
export function at(b: BotTest, when: string | number): number {
  const ms = typeof when === 'number' ? when : Date.parse(when);
  setNow(b.t, ms);
  b.clock.ms = ms;
  return ms;
}

/** One runner round at the app clock's now (or `ms`). */
export const runReminders = (b: BotTest, ms?: number): Promise<DueRoundsResult> => dueRounds(b.t.app).runOnce(ms);

/** Sends everything due in the outbox (the worker's clock steps on so per-chat pacing never holds a row). */
export async function drain(b: BotTest): Promise<void> {
  for (let i = 0; i < 20; i++) {
    b.clock.ms += 2000;
    if ((await b.worker.runOnce()).claimed === 0) return;
  }
  throw new Error('outbox did not drain');
}

/** The runner at `when`, then the outbox drained: what reached Telegram. */
export async function tick(b: BotTest, when: string): Promise<DueRoundsResult> {
  at(b, when);
  const r = await runReminders(b);
  await drain(b);
  return r;
}

export const textOf = (c: FakeCall): string => String(c.payload.text);

/** Reminder messages sent to one chat (recognised by the reminder's own first line). */
export const remindersTo = (b: BotTest, chatId: number): FakeCall[] =>
  b.messagesTo(chatId).filter((c) => /^⏰/.test(textOf(c)));

export interface ReminderRow {
  lead_minutes: number;
  due_at: string;
  starts_at: string;
  status: string;
  skip_reason: string | null;
}

/** An appointment's reminder rows (instants as ISO UTC), by due time. */
export async function remindersOf(db: DataSource, appointmentId: number): Promise<ReminderRow[]> {
  return db.query(
    `SELECT lead_minutes, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS due_at,
            to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS starts_at, status, skip_reason
       FROM appointment_reminders WHERE appointment_id = $1 ORDER BY due_at`,
    [appointmentId],
  );
}

export interface Booked {
  master: IndependentMaster;
  client: Made;
  id: number;
}

/** A master working all day (cutoff `cutoffHours`), a client, and the client's booking at `startsAt`. */
export async function booking(
  b: BotTest,
  startsAt: string,
  cutoffHours = 3,
  master?: IndependentMaster,
): Promise<Booked> {
  const m = master ?? (await independentMaster(b.t.db, { pattern: ALL_DAY, cancelCutoffHours: cutoffHours }));
  const c = await client(b.t.db, { firstName: 'Иван', lastName: 'Петров', phone: '+79161112233' });
  const res = await book(b.t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: startsAt });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { master: m, client: c, id: res.body.id as number };
}

/** PUT /api/schedules/me as the master, all day, with the given extra fields. */
export function putSchedule(b: BotTest, master: Made, fields: object) {
  return b.t.http
    .put('/api/schedules/me')
    .set(auth(master.tg))
    .send({ pattern: ALL_DAY, min_notice_minutes: 0, horizon_days: 365, ...fields });
}

export async function statusOf(db: DataSource, id: number): Promise<string> {
  const [row]: { status: string }[] = await db.query(`SELECT status FROM appointments WHERE id = $1`, [id]);
  return row.status;
}

import type { Made } from '../factories';
import { client, setNow, NOW } from '../api/appointments-support';
import { at, DAY, FullDay, fullDay, join } from '../api/waitlist-support';
import { auth } from '../support/test-app';
import type { FakeCall } from '../support/fake-bot-api';
import { BotTest, callbackUpdate, inlineButtons } from './support';

/** The waitlist through the bot (test/bot/waitlist*.e2e-spec.ts): offers in the chat, taps as webhook updates. */

/** Drains the outbox (the worker's clock moves on so per-chat pacing never holds a row). */
export async function drain(b: BotTest): Promise<void> {
  for (let i = 0; i < 20; i++) {
    b.clock.ms += 2000;
    const r = await b.worker.runOnce();
    if (r.claimed === 0) return;
  }
  throw new Error('outbox did not drain');
}

export const textOf = (c: FakeCall) => String(c.payload.text);

/** The last message the bot sent to `who`. */
export function lastMessage(b: BotTest, who: Made): FakeCall {
  const calls = b.messagesTo(who.tg.id);
  if (calls.length === 0) throw new Error(`no message to ${who.tg.id}`);
  return calls[calls.length - 1];
}

/** The tap on the single «Записаться» button of `message`, as `who` sends it. */
export function tapOf(who: Made, message: FakeCall, as: Made = who) {
  const [button] = inlineButtons(message);
  return callbackUpdate(as.tg, String(button.callback_data), {
    message_id: Number((message.payload as { message_id?: number }).message_id ?? 1),
    text: textOf(message),
  });
}

/** Bot API calls of one method to one chat. */
export const callsTo = (b: BotTest, method: string, chatId: number) =>
  b.fake.callsOf(method).filter((c) => Number(c.payload.chat_id) === chatId);

/** The answers to callback queries, in order. */
export const callbackAnswers = (b: BotTest) =>
  b.fake.callsOf('answerCallbackQuery').map((c) => ({ text: c.payload.text, show_alert: c.payload.show_alert }));

export interface Waiting extends FullDay {
  waiting: Made[];
  offers: FakeCall[];
}

/** A full DAY, `n` clients waiting for it, the holder cancels: each waiting client has an offer in the chat. */
export async function offeredToAll(b: BotTest, n = 2): Promise<Waiting> {
  setNow(b.t, NOW);
  const d = await fullDay(b.t);
  const waiting: Made[] = [];
  for (let i = 0; i < n; i++) {
    const c = await client(b.t.db);
    await join(b.t, c, { master_id: d.master.user.id, service_id: d.master.service.id, from: DAY, to: DAY }).expect(
      201,
    );
    waiting.push(c);
  }
  await b.t.http.post(`/api/appointments/${d.bookingId}/cancel`).set(auth(d.holder.tg)).send({}).expect(200);
  await drain(b);
  return { ...d, waiting, offers: waiting.map((c) => lastMessage(b, c)) };
}

/** Live bookings of the master at DAY 10:00, by client. */
export async function bookedAtTen(b: BotTest, masterId: number): Promise<number[]> {
  const rows: { client_id: number }[] = await b.t.db.query(
    `SELECT client_id FROM appointments WHERE master_id = $1 AND starts_at = $2 AND status <> 'cancelled'`,
    [masterId, at('10:00')],
  );
  return rows.map((r) => r.client_id);
}

/** Each waiting client taps at once; exactly one books, the other is told the time is gone. */
export async function bothTap(b: BotTest, w: Waiting): Promise<{ winner: Made; loser: Made }> {
  const [a, c] = w.waiting;
  await Promise.all([b.deliver(tapOf(a, w.offers[0])), b.deliver(tapOf(c, w.offers[1]))]);
  const booked = await bookedAtTen(b, w.master.user.id);
  if (booked.length !== 1) throw new Error(`expected one booking at 10:00, got ${booked.length}`);
  const winner = booked[0] === a.user.id ? a : c;
  return { winner, loser: winner === a ? c : a };
}

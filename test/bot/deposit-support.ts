import type { Update } from 'grammy/types';
import { DEPOSITS_JOB, type DepositRunResult } from '../../src/deposits/deposit-job';
import { JobRegistry } from '../../src/jobs/job-registry';
import type { Made } from '../factories';
import { makeService } from '../factories';
import { auth, type TgUser } from '../support/test-app';
import { ALL_DAY, book, client, independentMaster, setNow, type IndependentMaster } from '../api/appointments-support';
import { nextUpdateId, type BotTest } from './support';

/** Shared steps of the deposit tests (test/bot/deposits*.e2e-spec.ts). */

export const PROVIDER_TOKEN = '381764678:TEST:deposits';

/** Tuesday 2026-12-01 09:00 Moscow; the booking is Wednesday 10:00 (25 hours ahead). */
export const NOW = '2026-12-01T09:00:00+03:00';
export const TOMORROW_10 = '2026-12-02T10:00:00+03:00';
export const TOMORROW_12 = '2026-12-02T12:00:00+03:00';

/** Moves the app's clock and the outbox worker's clock to `when`. */
export function at(b: BotTest, when: string | number): number {
  const ms = typeof when === 'number' ? when : Date.parse(when);
  setNow(b.t, ms);
  b.clock.ms = ms;
  return ms;
}

export const runDeposits = (b: BotTest, ms?: number): Promise<DepositRunResult> =>
  b.t.app.get(JobRegistry).runOnce(DEPOSITS_JOB, ms);

/** A master working all day (cutoff 3 h) whose 1500 ₽ service asks a 500 ₽ deposit. */
export async function depositMaster(b: BotTest): Promise<IndependentMaster> {
  const m = await independentMaster(b.t.db, { pattern: ALL_DAY, cancelCutoffHours: 3 });
  const res = await b.t.http
    .put(`/api/services/${m.service.id}`)
    .set(auth(m.tg))
    .send({ name: 'Стрижка', price: 1500, duration_minutes: 60, deposit: { type: 'fixed', amount: 500 } });
  if (res.status !== 200) throw new Error(`deposit not set: ${res.status} ${JSON.stringify(res.body)}`);
  return m;
}

/** A service of the same master without a deposit. */
export const plainService = (b: BotTest, m: IndependentMaster) =>
  makeService(b.t.db, { masterId: m.user.id }, { name: 'Укладка', durationMinutes: 60, price: 1000 });

let phoneSeq = 1000;
export const newClient = (b: BotTest, firstName = 'Иван'): Promise<Made> =>
  client(b.t.db, { firstName, lastName: 'Петров', phone: `+7916111${String(phoneSeq++).padStart(4, '0')}` });

export const bookAt = (b: BotTest, who: Made, m: IndependentMaster, startsAt: string, serviceId = m.service.id) =>
  book(b.t, who, { master_id: m.user.id, service_id: serviceId, starts_at: startsAt });

const fromOf = (u: TgUser) => ({ id: u.id, is_bot: false as const, first_name: u.first_name });

/** Telegram asks whether the invoice with `payload` may be paid (amount in kopecks). */
export function preCheckout(u: TgUser, payload: string, kopecks: number, currency = 'RUB'): Update {
  return {
    update_id: nextUpdateId(),
    pre_checkout_query: {
      id: `pcq${nextUpdateId()}`,
      from: fromOf(u),
      currency,
      total_amount: kopecks,
      invoice_payload: payload,
    },
  };
}

let messageSeq = 900_000;
/** The payment went through: the service message Telegram sends to the bot. */
export function paid(u: TgUser, payload: string, kopecks: number, charge: string): Update {
  return {
    update_id: nextUpdateId(),
    message: {
      message_id: messageSeq++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: u.id, type: 'private', first_name: u.first_name },
      from: fromOf(u),
      successful_payment: {
        currency: 'RUB',
        total_amount: kopecks,
        invoice_payload: payload,
        telegram_payment_charge_id: charge,
        provider_payment_charge_id: `yk-${charge}`,
      },
    },
  };
}

/** The answers the bot gave to pre-checkout queries, latest last. */
export const checkoutAnswers = (b: BotTest) =>
  b.fake.callsOf('answerPreCheckoutQuery').map((c) => ({
    ok: c.payload.ok === true || c.payload.ok === 'true',
    error_message: c.payload.error_message as string | undefined,
  }));

export async function depositRow(b: BotTest, appointmentId: number) {
  const [row]: {
    status: string;
    amount: number;
    telegram_payment_charge_id: string | null;
    provider_payment_charge_id: string | null;
  }[] = await b.t.db.query(
    `SELECT status, amount, telegram_payment_charge_id, provider_payment_charge_id FROM appointment_deposits
        WHERE appointment_id = $1`,
    [appointmentId],
  );
  return row;
}

export async function statusOf(b: BotTest, id: number): Promise<string> {
  const [row]: { status: string }[] = await b.t.db.query(`SELECT status FROM appointments WHERE id = $1`, [id]);
  return row.status;
}

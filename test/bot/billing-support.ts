import type { Update } from 'grammy/types';
import type { Made } from '../factories';
import type { FakeCall } from '../support/fake-bot-api';
import { auth, type TgUser } from '../support/test-app';
import { nextUpdateId, type BotTest } from './support';

/** Shared steps of the billing tests: subscribe in the mini app, then Telegram's pre-checkout and payment. */

const DAY_S = 86400;

const fromOf = (u: TgUser) => ({ id: u.id, is_bot: false as const, first_name: u.first_name, language_code: 'ru' });

/** POST /api/billing/subscribe; answers the invoice payload the link was made with (from the fake Bot API). */
export async function subscribe(b: BotTest, who: Made, plan: 'pro' | 'enterprise'): Promise<string> {
  const res = await b.t.http.post('/api/billing/subscribe').set(auth(who.tg)).send({ plan });
  if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
  return String(b.fake.callsOf('createInvoiceLink').at(-1)!.payload.payload);
}

export function preCheckoutUpdate(u: TgUser, payload: string, amount: number, currency = 'XTR'): Update {
  return {
    update_id: nextUpdateId(),
    pre_checkout_query: {
      id: `pcq${nextUpdateId()}`,
      from: fromOf(u),
      currency,
      total_amount: amount,
      invoice_payload: payload,
    },
  };
}

export interface Paid {
  charge: string;
  amount: number;
  /** subscription_expiration_date, epoch seconds. */
  until: number;
  first?: boolean;
}

/** A successful_payment message as Telegram sends it for a Stars subscription (first payment or renewal). */
export function paymentUpdate(u: TgUser, payload: string, p: Paid): Update {
  const first = p.first ?? true;
  return {
    update_id: nextUpdateId(),
    message: {
      message_id: nextUpdateId(),
      date: Math.floor(Date.now() / 1000),
      chat: { id: u.id, type: 'private', first_name: u.first_name },
      from: fromOf(u),
      successful_payment: {
        currency: 'XTR',
        total_amount: p.amount,
        invoice_payload: payload,
        telegram_payment_charge_id: p.charge,
        provider_payment_charge_id: '',
        subscription_expiration_date: p.until,
        is_recurring: true,
        ...(first ? { is_first_recurring: true } : {}),
      },
    },
  };
}

/** Epoch seconds `days` after `iso`. */
export const daysAfter = (iso: string, days: number): number => Math.floor(Date.parse(iso) / 1000) + days * DAY_S;

/** The last answerPreCheckoutQuery sent to Telegram. */
export const lastPreCheckoutAnswer = (b: BotTest): Record<string, unknown> =>
  b.fake.callsOf('answerPreCheckoutQuery').at(-1)!.payload;

export const billingOf = async (b: BotTest, who: Made) =>
  (await b.t.http.get('/api/billing').set(auth(who.tg)).expect(200)).body as Record<string, unknown>;

export const textOf = (c: FakeCall): string => String(c.payload.text);

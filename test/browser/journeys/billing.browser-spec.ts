/**
 * Billing: an owner opens Tariff, buys Pro (Telegram's payment form is faked at the WebApp object the mini
 * app calls; the payment itself reaches the server as Telegram sends it, through the webhook), and sees Pro
 * active with its limits.
 */
import { makeOwner } from '../../factories';
import { User } from '../../../src/users/entities/user.entity';
import { pageErrors, seeText, startJourney, WEBHOOK_SECRET, type Journey } from './support/journey';

const DAY_S = 86400;

describe('journeys: billing', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('billing', { billing: 'stars' });
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  const webhook = async (update: Record<string, unknown>) => {
    const res = await fetch(`${j.server.baseUrl}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET },
      body: JSON.stringify(update),
    });
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  };

  it('1. an owner opens Tariff, pays Pro in the invoice, and sees Pro active', async () => {
    const owner = await makeOwner(j.server.db, { name: 'Салон Звезда' });
    const olga = await j.person('owner', { first_name: 'Ольга' });
    await j.server.db.getRepository(User).update({ id: owner.user.id }, { telegramId: olga.tg.id });

    await j.step('owner: Tariff shows Basic with its limits and the Stars price', async () => {
      await j.openPath(olga, '/tariff');
      await seeText(olga.page, 'Ваш тариф: Basic');
      await seeText(olga.page, '0 из 5');
      await seeText(olga.page, 'или 1500 ⭐ в Telegram');
      await olga.shot('basic');
    });

    await j.step('owner: «Подключить» on Pro opens the invoice; Telegram takes the payment', async () => {
      // Telegram's payment form: remember the link and the callback, as the client would
      await olga.page.evaluate(() => {
        const w = globalThis as unknown as {
          Telegram: { WebApp: { openInvoice: (url: string, cb: (s: string) => void) => void } };
          invoice?: { url: string; done: (s: string) => void };
        };
        w.Telegram.WebApp.openInvoice = (url, cb) => {
          w.invoice = { url, done: cb };
        };
      });
      await olga.page.getByTestId('plan-pro').getByRole('button', { name: 'Подключить' }).click();
      await olga.page.waitForFunction(() => Boolean((globalThis as unknown as { invoice?: unknown }).invoice));
      const url = await olga.page.evaluate(() => (globalThis as unknown as { invoice: { url: string } }).invoice.url);
      expect(url).toMatch(/^https:\/\/t\.me\//);
      const payload = String(j.fake.callsOf('createInvoiceLink').at(-1)!.payload.payload);
      const from = { id: olga.tg.id, is_bot: false, first_name: 'Ольга', language_code: 'ru' };
      await webhook({
        update_id: 9_100_001,
        pre_checkout_query: { id: 'pcq1', from, currency: 'XTR', total_amount: 1500, invoice_payload: payload },
      });
      expect(j.fake.callsOf('answerPreCheckoutQuery').at(-1)!.payload).toMatchObject({ ok: true });
      await webhook({
        update_id: 9_100_002,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: olga.tg.id, type: 'private', first_name: 'Ольга' },
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: 1500,
            invoice_payload: payload,
            telegram_payment_charge_id: `journey-${Date.now()}`,
            provider_payment_charge_id: '',
            subscription_expiration_date: Math.floor(Date.now() / 1000) + 30 * DAY_S,
            is_recurring: true,
            is_first_recurring: true,
          },
        },
      });
      await olga.page.evaluate(() =>
        (globalThis as unknown as { invoice: { done: (s: string) => void } }).invoice.done('paid'),
      );
    });

    await j.step('owner: the page says it is paid and shows Pro active, renewed every month', async () => {
      await seeText(olga.page, 'Оплачено! Тариф подключается…');
      await seeText(olga.page, 'Ваш тариф: Pro');
      await seeText(olga.page, 'каждый месяц');
      await seeText(olga.page, '0 из 25');
      await olga.shot('pro');
      expect(pageErrors(olga)).toEqual([]);
    });
  });
});

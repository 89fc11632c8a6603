/**
 * Deposits: a client books a service that asks a prepayment, reads the amount and the master's cancellation
 * rule, pays (Telegram's payment form is faked at the WebApp object; the payment reaches the server as
 * Telegram sends it, through the webhook), and sees the booking paid; the master sees it paid; the client
 * cancels in time, and the master marks the refund with the bot message's «Возврат сделан».
 */
import type { Page } from 'playwright-core';
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { DEPOSITS_JOB } from '../../../src/deposits/deposit-job';
import { JobRegistry } from '../../../src/jobs/job-registry';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { pageErrors, seeText, startJourney, WEBHOOK_SECRET, type Journey } from './support/journey';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '18:00']]])),
);
const RULE =
  'Предоплата засчитывается в цену визита. Если отменить запись не позже чем за 3 ч до начала, её вернут; решение о возврате при поздней отмене или неявке принимает мастер.';

type InvoiceWindow = {
  Telegram: { WebApp: { openInvoice: (url: string, cb: (s: string) => void) => void } };
  invoice?: { url: string; done: (s: string) => void };
};

/** Telegram's payment form: remembers the link and the callback, as the client's Telegram would show it. */
async function fakeInvoiceForm(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as InvoiceWindow;
    w.Telegram.WebApp.openInvoice = (url, cb) => {
      w.invoice = { url, done: cb };
    };
  });
}

/** The opening splash stays up for a moment over the page already drawn: the screenshot waits for it to go. */
const splashGone = (page: Page) => page.locator('.splash').waitFor({ state: 'detached', timeout: 15000 });

/** My records' History, where a cancelled booking goes. */
async function historyCard(page: Page, id: number) {
  await page.getByText('История', { exact: true }).click();
  const card = page.getByTestId(`record-${id}`);
  await card.waitFor({ state: 'visible', timeout: 15000 });
  return card;
}

describe('journeys: deposits', () => {
  let j: Journey;
  beforeAll(async () => {
    // the deposit round is run by hand (reminderRunner off), so the refund notice comes when the step says
    j = await startJourney('deposits', {
      paymentProviderToken: '381764678:TEST:journey',
      paymentHoldMinutes: 15,
      reminderRunner: false,
    });
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

  it('1. a client pays the deposit, the master sees it paid; the client cancels in time and the master marks the refund', async () => {
    const db = j.server.db;
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    const master = await makeMaster(db, { deepLink: 'anna-deposit', specialization: 'Мастер маникюра' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { firstName: 'Анна', lastName: 'Смирнова', telegramId: anna.tg.id });
    await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Маникюр', durationMinutes: 60, price: 1500, depositType: 'fixed', depositValue: 500 },
    );
    // a day's notice: the first free time is tomorrow or later, well before the 3-hour cutoff
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, minNoticeMinutes: 24 * 60, cancelCutoffHours: 3 });
    await closeDaysNearNow(db, master.user.id, { noticeMinutes: 24 * 60 });
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165550011' }, client.tg);

    await j.step('client: the master’s page shows «Предоплата 500 ₽» on the service; taps a free time', async () => {
      await j.openPath(client, '/master/anna-deposit');
      await seeText(client.page, 'Предоплата 500 ₽');
      await seeText(client.page, 'Свободное время: Маникюр');
      const parts = client.page.locator(
        'section[aria-label="Утро"], section[aria-label="День"], section[aria-label="Вечер"]',
      );
      await parts.first().waitFor({ state: 'visible', timeout: 15000 });
      await parts.first().getByRole('button').first().click();
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
    });

    const booked = await j.step('client: before paying, the amount and the master’s cancellation rule', async () => {
      const pay = client.page.getByRole('region', { name: 'Оплатите предоплату' });
      await pay.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(pay, RULE);
      await seeText(pay, /Время держится за вами до \d\d:\d\d/);
      await client.shot('deposit-to-pay');
      const row = await db.getRepository(Appointment).findOneByOrFail({ masterId: master.user.id });
      expect(row.status).toBe('awaiting_payment');
      return row;
    });

    await j.step('client: «Оплатить 500 ₽» opens the invoice; Telegram takes the payment', async () => {
      await fakeInvoiceForm(client.page);
      await client.page.getByRole('button', { name: 'Оплатить 500 ₽' }).click();
      await client.page.waitForFunction(() => Boolean((globalThis as unknown as InvoiceWindow).invoice));
      const url = await client.page.evaluate(() => (globalThis as unknown as InvoiceWindow).invoice!.url);
      expect(url).toMatch(/^https:\/\/t\.me\//);
      const invoice = j.fake.callsOf('createInvoiceLink').at(-1)!.payload;
      expect(invoice).toMatchObject({ currency: 'RUB', payload: `dep:${booked.id}` });
      const from = { id: client.tg.id, is_bot: false, first_name: 'Ольга', language_code: 'ru' };
      await webhook({
        update_id: 9_200_001,
        pre_checkout_query: {
          id: 'pcq-deposit',
          from,
          currency: 'RUB',
          total_amount: 50000,
          invoice_payload: `dep:${booked.id}`,
        },
      });
      expect(j.fake.callsOf('answerPreCheckoutQuery').at(-1)!.payload).toMatchObject({ ok: true });
      await webhook({
        update_id: 9_200_002,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: client.tg.id, type: 'private', first_name: 'Ольга' },
          from,
          successful_payment: {
            currency: 'RUB',
            total_amount: 50000,
            invoice_payload: `dep:${booked.id}`,
            telegram_payment_charge_id: `journey-deposit-${booked.id}`,
            provider_payment_charge_id: `yk-journey-${booked.id}`,
          },
        },
      });
      await client.page.evaluate(() => (globalThis as unknown as InvoiceWindow).invoice!.done('paid'));
      await seeText(client.page, 'Предоплата получена — ждём подтверждения записи');
      await client.shot('paid');
    });

    await j.step('client: My records shows the booking with its deposit paid', async () => {
      await client.page.getByRole('button', { name: 'Мои записи' }).click();
      await client.page.waitForURL('**/my-records', { timeout: 15000 });
      const card = client.page.getByTestId(`record-${booked.id}`);
      await card.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(card, 'Маникюр');
      await seeText(card, 'Предоплата 500 ₽ — оплачена');
      await client.shot('my-records-paid');
    });

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(booked.startsAt);
    await j.step('master: the booking’s details show the deposit paid', async () => {
      await j.openPath(anna, `/calendar/day?date=${day}&appointment=${booked.id}`);
      const details = anna.page.getByRole('dialog', { name: 'Маникюр' });
      await details.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(details, 'Ольга Петрова');
      await seeText(details, 'Предоплата 500 ₽ — оплачена');
      await splashGone(anna.page);
      await anna.shot('details-paid');
    });

    await j.step('client: cancels in time', async () => {
      await client.page.getByTestId(`record-${booked.id}`).getByRole('button', { name: 'Отменить запись' }).click();
      const sheet = client.page.getByRole('dialog', { name: 'Отмена записи' });
      await sheet.getByRole('button', { name: 'Отменить запись' }).click();
      await seeText(client.page, 'Отменить запись?');
      await client.page.getByRole('button', { name: 'OK' }).click();
      await seeText(client.page, 'Запись отменена');
      await client.shot('cancelled');
      const row = await db.getRepository(Appointment).findOneByOrFail({ id: booked.id });
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    });

    await j.step('client: the cancelled booking in the history says the deposit will come back', async () => {
      const card = await historyCard(client.page, booked.id);
      await seeText(card, 'Предоплата 500 ₽ — её вернут');
      await client.shot('history-refund-coming');
    });

    await j.step('master: the bot asks to return 500 ₽; «Возврат сделан» marks it refunded', async () => {
      await j.server.app.get(JobRegistry).runOnce(DEPOSITS_JOB);
      await j.deliverNotices();
      const notice = j.messagesTo(anna.tg).find((m) => m.text.startsWith('Верните предоплату 500 ₽'));
      expect(notice).toBeDefined();
      await j.tap(anna.tg, notice!, 'Возврат сделан');
    });

    await j.step('master: the details show the deposit returned, with nothing left to mark', async () => {
      await j.openPath(anna, `/calendar/day?date=${day}&appointment=${booked.id}`);
      const details = anna.page.getByRole('dialog', { name: 'Маникюр' });
      await details.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(details, 'Предоплата 500 ₽ — возвращена');
      expect(await details.getByRole('button', { name: 'Возврат сделан' }).count()).toBe(0);
      await splashGone(anna.page);
      await anna.shot('details-refunded');
    });

    await j.step('client: My records’ history shows the deposit returned', async () => {
      await j.openPath(client, '/my-records');
      const card = await historyCard(client.page, booked.id);
      await seeText(card, 'Предоплата 500 ₽ — возвращена');
      await splashGone(client.page);
      await client.shot('history-refunded');
    });
    expect(pageErrors(client)).toEqual([]);
    expect(pageErrors(anna)).toEqual([]);
  });
});

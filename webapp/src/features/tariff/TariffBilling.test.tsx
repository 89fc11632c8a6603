import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BillingResponse } from '@api/billing/billing.contract';
import { reply } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { fakeWebApp } from '../../test/telegram-fake';

const basic: BillingResponse = {
  enabled: true,
  plan: 'basic',
  status: 'free',
  paid_until: null,
  auto_renew: false,
  limits: { masters: 5, records_per_month: 100 },
  usage: { masters: 3, records_this_month: 41 },
  prices: { pro: { rub: 2990, stars: 1500 }, enterprise: { rub: 9990, stars: 5000 } },
  business: { kind: 'organization', id: 1, name: 'Салон' },
  grace_until: null,
};
const pro: BillingResponse = {
  ...basic,
  plan: 'pro',
  status: 'active',
  paid_until: '2026-12-31T06:00:00.000Z',
  auto_renew: true,
  limits: { masters: 25, records_per_month: null },
};

afterEach(() => fakeWebApp.openInvoice.mockReset());

describe('the Tariff page with billing on', () => {
  it('shows the current plan, its usage against the limits and the Stars prices', async () => {
    renderWithApp(null, { route: '/tariff', roles: ['organization'], api: { 'GET /billing': basic } });
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByText('Ваш тариф: Basic')).toBeInTheDocument();
    expect(within(current).getByText('бесплатный')).toBeInTheDocument();
    expect(within(current).getByText('3 из 5')).toBeInTheDocument();
    expect(within(current).getByText('41 из 100')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-pro')).getByText('или 1500 ⭐ в Telegram')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-basic')).getByRole('button', { name: 'Текущий тариф' })).toBeDisabled();
  });

  it('buys Pro: the invoice opens in Telegram, and once paid the page shows Pro active', async () => {
    let paid = false;
    fakeWebApp.openInvoice.mockImplementation((_url, callback) => {
      paid = true;
      callback?.('paid');
    });
    const app = renderWithApp(null, {
      route: '/tariff',
      roles: ['organization'],
      api: {
        'GET /billing': () => ({ body: paid ? pro : basic }),
        'POST /billing/subscribe': { invoice_url: 'https://t.me/$invoice_1' },
      },
    });
    await screen.findByTestId('current-plan');
    const proCard = screen.getByTestId('plan-pro');
    await app.user.click(within(proCard).getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Оплачено! Тариф подключается…')).toBeInTheDocument();
    expect(app.api.callsTo('POST /billing/subscribe')[0].body).toEqual({ plan: 'pro' });
    expect(fakeWebApp.openInvoice.mock.calls[0][0]).toBe('https://t.me/$invoice_1');
    expect(await screen.findByText('Ваш тариф: Pro')).toBeInTheDocument();
    expect(screen.getByText('оплачен до 31.12.2026')).toBeInTheDocument();
    expect(screen.getByText('каждый месяц')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-enterprise')).getByRole('button', { name: 'Перейти на Enterprise' }),
    ).toBeEnabled();
  });

  it('says when the payment was cancelled or failed, and shows the server refusal', async () => {
    fakeWebApp.openInvoice.mockImplementation((_url, callback) => callback?.('cancelled'));
    const app = renderWithApp(null, {
      route: '/tariff',
      roles: ['master'],
      api: { 'GET /billing': basic, 'POST /billing/subscribe': { invoice_url: 'https://t.me/$invoice_2' } },
    });
    await screen.findByTestId('current-plan');
    await app.user.click(within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Оплата отменена.')).toBeInTheDocument();

    fakeWebApp.openInvoice.mockImplementation((_url, callback) => callback?.('failed'));
    await app.user.click(within(screen.getByTestId('plan-enterprise')).getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText(/Оплата не прошла/)).toBeInTheDocument();

    app.api.set({ 'POST /billing/subscribe': reply(409, { detail: 'Тариф Pro уже подключён' }) });
    await app.user.click(within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('Тариф Pro уже подключён')).toBeInTheDocument();
  });

  it('cancels the renewal after asking; the plan stays until its date', async () => {
    const app = renderWithApp(null, {
      route: '/tariff',
      roles: ['organization'],
      api: { 'GET /billing': pro, 'POST /billing/cancel': { ...pro, auto_renew: false } },
    });
    const current = await screen.findByTestId('current-plan');
    await app.user.click(within(current).getByRole('button', { name: 'Отменить продление' }));
    await app.user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(current).findByText('отменено')).toBeInTheDocument();
    expect(within(current).getByText('оплачен до 31.12.2026')).toBeInTheDocument();
  });
});

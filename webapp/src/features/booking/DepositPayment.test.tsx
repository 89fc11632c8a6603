import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { appointment } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import { fakeWebApp } from '../../test/telegram-fake';
import { BookingDone } from './BookingDone';
import type { BookingTarget } from './booking-target';

const target: BookingTarget = {
  link: 'master_anna',
  source: { kind: 'master', code: 'anna' },
  service: {
    id: 3,
    name: 'Стрижка',
    description: null,
    duration_minutes: 60,
    price: 1500,
    deposit: { type: 'fixed', amount: 500 },
  },
  master: { id: 7, name: 'Анна Волкова' },
  address: null,
  organization: null,
};

const INVOICE = 'https://t.me/$invoice_7';

function renderAwaiting(holdUntil = '2099-01-15T09:15:00+03:00') {
  const a = appointment({
    id: 42,
    status: 'awaiting_payment',
    deposit: { amount: 500, status: 'awaiting' },
    payment: { amount: 500, currency: 'RUB', invoice_url: INVOICE, hold_until: holdUntil, cancel_cutoff_hours: 6 },
  });
  return renderWithApp(<BookingDone target={target} appointment={a} />, { roles: ['client'] });
}

describe('a booking that asks for a deposit', () => {
  afterEach(() => fakeWebApp.openInvoice.mockReset());

  it('shows the amount and the rule, opens the invoice, and says when the payment is pending', async () => {
    fakeWebApp.openInvoice.mockImplementation((_url, callback) => callback?.('pending'));
    const { user } = renderAwaiting();
    expect(await screen.findByText('Оплатите предоплату')).toBeInTheDocument();
    // the rule names this master's own cutoff before the client pays
    expect(
      screen.getByText(
        'Предоплата засчитывается в цену визита. Если отменить запись не позже чем за 6 ч до начала, её вернут; решение о возврате при поздней отмене или неявке принимает мастер.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Оплатить/ }));
    expect(fakeWebApp.openInvoice.mock.calls[0][0]).toBe(INVOICE);
    expect(await screen.findByText('Ждём подтверждения оплаты')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
  });

  it('a cancelled payment can be tried again while the hold lasts', async () => {
    fakeWebApp.openInvoice.mockImplementation((_url, callback) => callback?.('cancelled'));
    const { user } = renderAwaiting();
    await user.click(await screen.findByRole('button', { name: /Оплатить/ }));
    expect(await screen.findByText(/Оплата отменена/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Оплатить/ })).toBeEnabled();
  });

  it('after the hold: «Время истекло»', async () => {
    renderAwaiting('2000-01-01T09:15:00+03:00');
    expect(await screen.findByText('Время истекло: выберите время снова')).toBeInTheDocument();
  });
});

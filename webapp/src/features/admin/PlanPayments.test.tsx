import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '@api/billing/billing.contract';
import { renderWithApp } from '../../test/render';
import { PlanPayments } from './PlanPayments';

const payment: AdminPayment = {
  id: 7,
  telegram_payment_charge_id: 'ch-7',
  plan: 'pro',
  amount: 1500,
  currency: 'XTR',
  is_recurring: true,
  is_first_recurring: true,
  period_end: '2026-12-31T06:00:00.000Z',
  created_at: '2026-12-01T06:00:00.000Z',
  refunded_at: null,
  refund_due: false,
  payer: { telegram_id: 555, user_id: 3, name: 'Ольга' },
  business: { kind: 'organization', id: 1, name: 'Салон Звезда' },
};

describe('plan payments in the admin panel', () => {
  it('lists the payments and refunds one after the confirmation', async () => {
    let refunded = false;
    const app = renderWithApp(<PlanPayments />, {
      roles: ['client'],
      api: {
        'GET /admin/billing/payments': () => ({
          body: { payments: [{ ...payment, refunded_at: refunded ? '2026-12-02T06:00:00.000Z' : null }] },
        }),
        'POST /admin/billing/payments/7/refund': () => {
          refunded = true;
          return { body: { ...payment, refunded_at: '2026-12-02T06:00:00.000Z' } };
        },
      },
    });
    const card = await screen.findByTestId('plan-payments');
    expect(await within(card).findByText('Салон Звезда: pro, 1500 ⭐')).toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'Вернуть' }));
    await app.user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(card).findByText('Возвращён')).toBeInTheDocument();
    expect(app.api.callsTo('POST /admin/billing/payments/7/refund')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { appointment } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import { DepositLine } from './DepositLine';

describe('a deposit line for the business', () => {
  it('offers to keep a paid deposit, but only to mark refunded one that is owed back', async () => {
    const paid = renderWithApp(
      <DepositLine appointment={appointment({ id: 1, deposit: { amount: 500, status: 'paid' } })} staff />,
    );
    expect(await screen.findByText('Оставить предоплату')).toBeTruthy();
    paid.unmount();

    renderWithApp(
      <DepositLine appointment={appointment({ id: 2, deposit: { amount: 500, status: 'refund_due' } })} staff />,
    );
    expect(await screen.findByText('Возврат сделан')).toBeTruthy();
    expect(screen.queryByText('Оставить предоплату')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithApp } from '../test/render';
import { isPlanRequired, PlanRequiredSheet } from './PlanRequiredSheet';

function LockedReport() {
  const [open, setOpen] = useState(true);
  return <PlanRequiredSheet visible={open} onClose={() => setOpen(false)} />;
}

describe('the plan-required sheet of a locked feature', () => {
  it('explains the plan and leads to the Tariff page', async () => {
    const app = renderWithApp(<LockedReport />, { route: '/statistics', roles: ['organization'] });
    expect(await screen.findByText('Доступно на тарифе Pro')).toBeInTheDocument();
    expect(screen.getByText(/входят в тариф Pro/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Открыть «Тариф»' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tariff'));
  });

  it('is for a 403 with the code plan_required only', () => {
    const locked = new ApiError('Доступно на тарифе Pro', 403, 'Доступно на тарифе Pro', null);
    expect(isPlanRequired(locked)).toBe(false);
    expect(isPlanRequired(Object.assign(locked, { code: 'plan_required' }))).toBe(true);
    expect(isPlanRequired(new Error('x'))).toBe(false);
  });
});

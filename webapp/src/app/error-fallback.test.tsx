import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';

vi.mock('../features/dashboard/DashboardPage', () => ({
  default: function Broken(): never {
    throw new Error('Cannot read the dashboard');
  },
}));

describe('generic fallback', () => {
  it("shows 'Unexpected Application Error!' with the error text and reports it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = renderWithApp(null, { route: '/dashboard', roles: ['organization'] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        app.api
          .callsTo('POST /logs/error')
          .some((c) => (c.body as { message: string }).message === 'Cannot read the dashboard'),
      ).toBe(true),
    );
  });
});

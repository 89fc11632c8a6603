import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { opensBooking } from './router';

describe("opening the app at a notice's booking link", () => {
  it('recognises the links of the bot notices, and nothing else', () => {
    expect(opensBooking('?appointment=5')).toBe(true);
    expect(opensBooking('?appointment=5&action=reschedule')).toBe(true);
    expect(opensBooking('?booking=master_anna')).toBe(false);
    expect(opensBooking('')).toBe(false);
  });

  it('a booking link kept from before does not take the user away from the notice link; it is dropped', async () => {
    localStorage.setItem('pendingBooking', 'master_anna');
    const app = renderWithApp(null, {
      route: '/my-records?appointment=5&action=reschedule',
      roles: ['client'],
      api: { 'GET /appointments/my': { appointments: [] } },
    });
    expect(await screen.findByText('Запись не найдена', { exact: false })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/my-records?appointment=5&action=reschedule');
    await waitFor(() => expect(localStorage.getItem('pendingBooking')).toBeNull());
  });

  it('without a notice link the kept booking link still leads to its page', async () => {
    localStorage.setItem('pendingBooking', 'master_anna');
    const app = renderWithApp(null, { route: '/profile', roles: ['client'] });
    await waitFor(() => expect(app.currentPath()).toBe('/master/anna'));
  });
});

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
  service: { id: 3, name: 'Стрижка', description: null, duration_minutes: 60, price: 1500, deposit: null },
  master: { id: 7, name: 'Анна Волкова' },
  address: null,
  organization: null,
};

const LINK = {
  url: 'https://app.example.test/api/appointments/ics/41.c.1900000000.signature',
  file_name: 'booking-41.ics',
  expires_at: '2030-01-01T00:15:00+03:00',
};

function renderDone() {
  return renderWithApp(<BookingDone target={target} appointment={appointment({ id: 41 })} />, {
    roles: ['client'],
    api: { 'GET /appointments/41/ics-link': LINK },
  });
}

describe('booked: "add to calendar"', () => {
  afterEach(() => {
    fakeWebApp.platform = 'unknown';
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    fakeWebApp.downloadFile.mockReset();
  });

  it("outside Telegram it is a plain link to the server's signed address of the file", async () => {
    const { user } = renderDone();
    const link = await screen.findByRole('link', { name: 'Добавить в календарь' });
    expect(link).toHaveAttribute('href', LINK.url);
    expect(link).toHaveAttribute('download', 'booking-41.ics');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(fakeWebApp.downloadFile).not.toHaveBeenCalled();
  });

  it("inside Telegram the tap hands the address to Telegram's own download", async () => {
    fakeWebApp.platform = 'android';
    (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    const { user } = renderDone();
    await user.click(await screen.findByRole('link', { name: 'Добавить в календарь' }));
    expect(fakeWebApp.downloadFile).toHaveBeenCalledWith({ url: LINK.url, file_name: 'booking-41.ics' });
  });
});

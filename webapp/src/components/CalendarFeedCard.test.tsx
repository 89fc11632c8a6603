import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarFeedResponse } from '@api/calendar-feed/calendar-feed.contract';
import { clickAndConfirm } from '../test/confirm';
import type { Handler } from '../test/api-mock';
import { renderWithApp } from '../test/render';
import { CalendarFeedCard } from './CalendarFeedCard';

const feed = (over: Partial<CalendarFeedResponse> = {}): CalendarFeedResponse => ({
  url: 'https://app.example.test/api/calendar-feed/first-token.ics',
  webcal_url: 'webcal://app.example.test/api/calendar-feed/first-token.ics',
  calendar_type: null,
  time_zone: 'Europe/Moscow',
  created_at: '2026-12-01T09:00:00+03:00',
  rotated_at: null,
  ...over,
});

const renderCard = (api: Record<string, Handler> = {}) =>
  renderWithApp(<CalendarFeedCard />, { roles: ['master'], api: { 'GET /calendar-feed': feed(), ...api } });

const sections = () => screen.getAllByRole('region').filter((s) => s.getAttribute('data-chosen') !== null);

describe('the calendar subscription card', { timeout: 20000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the secret link with copy, and how to add it to Google and to Apple Calendar', async () => {
    const { user } = renderCard();
    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent(feed().url);
    await user.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(feed().url);

    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['Google Календарь', 'Календарь Apple']);
    const google = screen.getByRole('region', { name: 'Google Календарь' });
    expect(google).toHaveTextContent('«Добавить по URL»');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(within(google).getByRole('button', { name: 'Открыть Google Календарь' }));
    expect(open).toHaveBeenCalledWith(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed().webcal_url)}`,
      '_blank',
      'noopener',
    );

    const apple = screen.getByRole('region', { name: 'Календарь Apple' });
    expect(apple).toHaveTextContent('«Новая подписка на календарь…»');
    expect(within(apple).getByTestId('calendar-feed-webcal')).toHaveTextContent(feed().webcal_url);
    expect(within(apple).getByRole('link', { name: 'Подписаться' })).toHaveAttribute('href', feed().webcal_url);
    await user.click(within(apple).getByRole('button', { name: 'Копировать webcal-ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(feed().webcal_url);
    // nothing chosen at registration: nothing marked
    expect(screen.queryByText('Ваш выбор')).toBeNull();
  });

  it.each([
    ['apple', ['Календарь Apple', 'Google Календарь']],
    ['google', ['Google Календарь', 'Календарь Apple']],
  ] as const)("the registration's choice (%s) comes first and is marked", async (choice, order) => {
    renderCard({ 'GET /calendar-feed': feed({ calendar_type: choice }) });
    await screen.findByTestId('calendar-feed-url');
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(order);
    expect(sections().map((s) => s.getAttribute('data-chosen'))).toEqual(['true', 'false']);
    expect(within(sections()[0]).getByText('Ваш выбор')).toBeInTheDocument();
  });

  it('«Сменить ссылку» asks first, then shows the new link', async () => {
    const next = feed({
      url: 'https://app.example.test/api/calendar-feed/second-token.ics',
      webcal_url: 'webcal://app.example.test/api/calendar-feed/second-token.ics',
      rotated_at: '2026-12-02T10:00:00+03:00',
    });
    const { user, api } = renderCard({ 'POST /calendar-feed/rotate': next });
    await screen.findByTestId('calendar-feed-url');
    await clickAndConfirm(user, screen.getByRole('button', { name: 'Сменить ссылку' }), () =>
      expect(screen.getByText(/Старая сразу перестанет работать/)).toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByTestId('calendar-feed-url')).toHaveTextContent(next.url));
    expect(screen.getByTestId('calendar-feed-webcal')).toHaveTextContent(next.webcal_url);
    expect(api.callsTo('POST /calendar-feed/rotate')).toHaveLength(1);
    expect(await screen.findByText('Ссылка заменена')).toBeInTheDocument();
  });

  it('a refused load says why', async () => {
    renderCard({
      'GET /calendar-feed': () => ({
        status: 403,
        body: { detail: 'Ссылка на календарь доступна только специалистам' },
      }),
    });
    expect(await screen.findByText('Ссылка на календарь доступна только специалистам')).toBeInTheDocument();
  });
});

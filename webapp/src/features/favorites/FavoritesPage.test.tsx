import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../lib/zoned-time';
import { renderWithApp } from '../../test/render';

const tomorrow = addDays(localDateOf(), 1);

const favorites = {
  masters: [
    {
      id: 7,
      first_name: 'Анна',
      last_name: 'Смирнова',
      specialization: 'Парикмахер',
      rating: 4.8,
      reviews_count: 5,
      book_path: '/master/anna',
      next_free: `${tomorrow}T11:30:00+03:00`,
    },
  ],
  organizations: [
    {
      id: 3,
      name: 'Салон Лотос',
      address: 'Москва, Арбат 1',
      rating: null,
      reviews_count: 1,
      book_path: '/organization/lotos',
    },
  ],
};

describe('Избранное', () => {
  it('lists favorite masters and salons with rating, next free time and Записаться', async () => {
    const { user, currentPath } = renderWithApp(null, {
      route: '/favorites',
      roles: ['client'],
      api: { 'GET /favorites': favorites },
    });
    const anna = (await screen.findByText('Анна Смирнова')).closest('.adm-list-item') as HTMLElement;
    for (const text of ['Парикмахер', '★ 4.8 (5)', 'Свободно завтра в 11:30'])
      expect(within(anna).getByText(text)).toBeInTheDocument();
    const salon = screen.getByText('Салон Лотос').closest('.adm-list-item') as HTMLElement;
    expect(within(salon).getByText('Нет оценок')).toBeInTheDocument();
    await user.click(within(salon).getByRole('button', { name: 'Записаться' }));
    await waitFor(() => expect(currentPath()).toBe('/organization/lotos'));
  });

  it('the heart removes a favorite', async () => {
    const { api, user } = renderWithApp(null, {
      route: '/favorites',
      roles: ['client'],
      api: { 'GET /favorites': favorites, 'DELETE /favorites/masters/7': () => ({ status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Убрать из избранного: Анна Смирнова' }));
    await waitFor(() => expect(api.callsTo('DELETE /favorites/masters/7')).toHaveLength(1));
  });

  it('empty: points to search', async () => {
    const { user, currentPath } = renderWithApp(null, {
      route: '/favorites',
      roles: ['client'],
      api: { 'GET /favorites': { masters: [], organizations: [] } },
    });
    expect(await screen.findByText('Здесь пока пусто')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Найти услугу' }));
    await waitFor(() => expect(currentPath()).toBe('/search-services'));
  });
});

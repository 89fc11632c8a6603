import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { reply } from '../../test/api-mock';
import { appointment } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import { RecordReview } from './RecordReview';

// the factory's visit ends 15.01.2030 11:00 Moscow
const ENDED = Date.parse('2030-01-15T11:00:00+03:00');
const DAY = 86_400_000;

describe('My records: a past visit offers its review and «Записаться снова»', { timeout: 15000 }, () => {
  it('«Оставить отзыв» opens the form; «Записаться снова» the master page with the service', async () => {
    const a = appointment({ id: 42, status: 'completed' });
    a.master.deep_link = 'anna';
    const { user, currentPath } = renderWithApp(<RecordReview appointment={a} now={ENDED + DAY} />, {
      roles: ['client'],
      api: { 'GET /appointments/42/review': reply(404, { detail: 'Отзыв не найден' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Оставить отзыв' }, { timeout: 3000 }));
    await waitFor(() => expect(currentPath()).toBe('/review?appointment=42'));
    await user.click(screen.getByRole('button', { name: 'Записаться снова' }));
    await waitFor(() => expect(currentPath()).toBe('/master/anna?service=3'));
  });

  it('a review given: its stars and «Изменить» within 7 days, only the stars after', async () => {
    const a = appointment({ id: 43, status: 'completed' });
    const review = {
      id: 1,
      appointment_id: 43,
      rating: 4,
      text: null,
      created_at: new Date(ENDED + DAY).toISOString(),
      updated_at: new Date(ENDED + DAY).toISOString(),
      author: { first_name: 'Анна', last_initial: 'И' },
      master: { id: 7, first_name: 'Анна', last_name: null },
      service: null,
      reply: null,
    };
    const first = renderWithApp(<RecordReview appointment={a} now={ENDED + 2 * DAY} />, {
      roles: ['client'],
      api: { 'GET /appointments/43/review': review },
    });
    expect(await screen.findByLabelText('Ваша оценка: 4 из 5', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    first.unmount();

    renderWithApp(<RecordReview appointment={a} now={ENDED + 9 * DAY} />, {
      roles: ['client'],
      api: { 'GET /appointments/43/review': review },
    });
    expect(await screen.findByLabelText('Ваша оценка: 4 из 5', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });

  it('a cancelled visit offers no review', async () => {
    const a = appointment({ id: 44, status: 'cancelled' });
    const { api } = renderWithApp(<RecordReview appointment={a} now={ENDED + DAY} />, { roles: ['client'] });
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /appointments/44/review')).toHaveLength(0);
  });
});

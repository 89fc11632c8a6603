import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReview, PublicReviewsResponse, Review } from '@api/reviews/reviews.contract';
import { reply } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { PublicReviews } from '../../components/reviews/PublicReviews';
import MyReviewsPage from './MyReviewsPage';
import ReviewFormPage from './ReviewFormPage';

const review = (over: Partial<Review> = {}): Review => ({
  id: 7,
  appointment_id: 42,
  rating: 5,
  text: 'Всё понравилось',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  author: { first_name: 'Ольга', last_initial: 'И' },
  master: { id: 3, first_name: 'Мария', last_name: 'Петрова' },
  service: { id: 11, name: 'Стрижка' },
  reply: null,
  ...over,
});

const page = (over: Partial<PublicReviewsResponse> = {}): PublicReviewsResponse => ({
  rating: 4.7,
  reviews_count: 12,
  distribution: { '1': 0, '2': 0, '3': 1, '4': 2, '5': 9 },
  items: [review({ reply: { text: 'Спасибо, ждём снова', created_at: new Date().toISOString() } })],
  next_cursor: 'c1',
  ...over,
});

describe('review form', { timeout: 15000 }, () => {
  it('five stars, text and send: a new review is posted with the chosen stars', async () => {
    const { api, user } = renderWithApp(<ReviewFormPage />, {
      route: '/review?appointment=42',
      roles: ['client'],
      api: {
        'GET /appointments/42/review': reply(404, { detail: 'Отзыв не найден' }),
        'POST /appointments/42/review': (c) => ({
          status: 201,
          body: review({ rating: 4, text: String((c.body as { text: string }).text) }),
        }),
      },
    });
    const stars = await screen.findByRole('radiogroup', { name: 'Ваша оценка' }, { timeout: 3000 });
    await user.click(within(stars).getByRole('radio', { name: '4 из 5' }));
    await user.type(screen.getByPlaceholderText('Расскажите, как прошёл визит (необязательно)'), '  Отлично ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(api.callsTo('POST /appointments/42/review')).toHaveLength(1));
    expect(api.callsTo('POST /appointments/42/review')[0].body).toEqual({ rating: 4, text: 'Отлично' });
  });

  it('an existing review is shown and changed with PUT', async () => {
    const { api, user } = renderWithApp(<ReviewFormPage />, {
      route: '/review?appointment=42',
      roles: ['client'],
      api: {
        'GET /appointments/42/review': review({ rating: 2, text: 'Так себе' }),
        'PUT /appointments/42/review': review({ rating: 5 }),
      },
    });
    expect(await screen.findByDisplayValue('Так себе', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(api.callsTo('PUT /appointments/42/review')).toHaveLength(1));
    expect(api.callsTo('PUT /appointments/42/review')[0].body).toEqual({ rating: 5, text: 'Так себе' });
  });
});

describe('public reviews', { timeout: 15000 }, () => {
  it('the rating with its count and distribution, the newest reviews with replies, «Все отзывы» and «Пожаловаться»', async () => {
    const { api, user } = renderWithApp(<PublicReviews kind="master" link="maria" />, {
      api: {
        'GET /public/master/maria/reviews': (c) =>
          c.query.get('cursor') === 'c1'
            ? {
                body: page({
                  items: [review({ id: 8, text: 'Старый отзыв', created_at: '2026-03-05T10:00:00Z' })],
                  next_cursor: null,
                }),
              }
            : { body: page() },
        'POST /reviews/7/report': reply(204),
      },
    });
    expect(await screen.findByText('4.7', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('12 отзывов')).toBeInTheDocument();
    expect(screen.getByText('Спасибо, ждём снова')).toBeInTheDocument();
    expect(screen.getByText('Ольга И.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Все отзывы' }));
    expect(await screen.findByText('Старый отзыв')).toBeInTheDocument();
    // its date in the day.month.year form
    expect(within(screen.getByTestId('review-8')).getByText('05.03.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Все отзывы' })).not.toBeInTheDocument();

    await user.click(within(screen.getByTestId('review-7')).getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Пожаловаться' }));
    await waitFor(() => expect(api.callsTo('POST /reviews/7/report')).toHaveLength(1));
  });

  it('under three reviews there is no rating yet', async () => {
    renderWithApp(<PublicReviews kind="organization" link="leto" />, {
      api: {
        'GET /public/organization/leto/reviews': page({
          rating: null,
          reviews_count: 2,
          distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
          next_cursor: null,
        }),
      },
    });
    expect(await screen.findByText('Рейтинг появится после трёх отзывов', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('the master side reviews', { timeout: 15000 }, () => {
  it('opens the reply form of the review the bot named and sends the reply', async () => {
    const mine: AdminReview = { ...review(), reports: [], reports_count: 0, hidden: false };
    const { api, user } = renderWithApp(<MyReviewsPage />, {
      route: '/my-reviews?review=7',
      roles: ['master'],
      api: {
        'GET /reviews/my': { items: [mine], next_cursor: null },
        'POST /reviews/7/reply': review({ reply: { text: 'Спасибо!', created_at: new Date().toISOString() } }),
      },
    });
    const field = await screen.findByPlaceholderText('Ваш ответ клиенту', {}, { timeout: 3000 });
    await user.type(field, 'Спасибо!');
    await user.click(screen.getByRole('button', { name: 'Ответить' }));
    await waitFor(() => expect(api.callsTo('POST /reviews/7/reply')).toHaveLength(1));
    expect(api.callsTo('POST /reviews/7/reply')[0].body).toEqual({ text: 'Спасибо!' });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { ApiCall } from '../../test/api-mock';
import { appointment } from '../../test/appointment-factory';
import { clickAndConfirm } from '../../test/confirm';
import { renderWithApp } from '../../test/render';
import MyRecordsPage from './MyRecordsPage';
import { seriesSummary, seriesText } from './series-summary';

/** Visit n of a series every 3 weeks from 15.01.2030 10:00 Moscow. */
const visit = (n: number, over: Partial<AppointmentResponse> = {}) => {
  const start = Date.parse('2030-01-15T10:00:00+03:00') + n * 21 * 86_400_000;
  const iso = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19) + '+03:00';
  return appointment({ id: 50 + n, series_id: 9, starts_at: iso(start), ends_at: iso(start + 3_600_000), ...over });
};

describe('repeating visits in My records', () => {
  it('says every how many weeks and how many visits follow, in both languages', () => {
    const all = [0, 1, 2, 3, 4, 5].map((n) => visit(n));
    const s = seriesSummary(all[0], all);
    expect(s).toEqual({ seriesId: 9, everyWeeks: 3, remaining: 5 });
    expect(seriesText(s!, 'ru')).toBe('Каждые 3 недели, ещё 5 визитов');
    expect(seriesText(s!, 'en')).toBe('Every 3 weeks, 5 more visits');
    expect(seriesText(seriesSummary(all[4], all)!, 'ru')).toBe('Каждые 3 недели, ещё 1 визит');
    expect(seriesText(seriesSummary(all[5], all)!, 'ru')).toBe('Каждые 3 недели, последний визит');
    // a cancelled visit is not one that follows; a single booking has no series line
    expect(seriesSummary(all[0], [...all.slice(0, 5), visit(5, { status: 'cancelled' })])?.remaining).toBe(4);
    expect(seriesSummary(appointment(), all)).toBeNull();
  });

  it('«Отменить все следующие» cancels this visit and the later ones at once', async () => {
    const all = [0, 1, 2].map((n) => visit(n));
    const app = renderWithApp(<MyRecordsPage />, {
      route: '/my-records',
      roles: ['client'],
      api: {
        'GET /appointments/my': (call: ApiCall) => ({
          body: { appointments: call.query.get('scope') === 'past' ? [] : all },
        }),
        'POST /appointments/series/9/cancel': () => ({ body: { series_id: 9, appointments: [] } }),
      },
    });
    const card = await screen.findByTestId('record-51');
    expect(within(card).getByText('Каждые 3 недели, ещё 1 визит')).toBeInTheDocument();
    await clickAndConfirm(app.user, within(card).getByRole('button', { name: 'Отменить все следующие' }));
    await waitFor(() => expect(app.api.callsTo('POST /appointments/series/9/cancel')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/series/9/cancel')[0].body).toEqual({ from: all[1].starts_at });
    // the last visit has nothing after it to cancel
    expect(
      within(await screen.findByTestId('record-52')).queryByRole('button', { name: 'Отменить все следующие' }),
    ).toBeNull();
  });
});

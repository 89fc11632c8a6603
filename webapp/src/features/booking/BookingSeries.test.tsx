import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SeriesPreviewRequest, SeriesRequest } from '@api/appointments/appointment-series.contract';
import type { PublicMasterResponse } from '@api/public/public.contract';
import type { MasterSlotsResponse } from '@api/schedules/schedules.contract';
import { addDays, daysBetween, localDateOf } from '../../lib/zoned-time';
import { appointment } from '../../test/appointment-factory';
import { type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import PublicMasterPage from './PublicMasterPage';

/** Two days from today (the picker asks from yesterday on), on the master's clock in Moscow. */
const DAY = addDays(localDateOf(new Date()), 2);
const AT_9 = `${DAY}T09:00:00+03:00`;
/** The n-th visit of a weekly series `every` weeks apart, at 09:00 Moscow (or at `clock`). */
const visit = (n: number, every: number, clock = '09:00') => `${addDays(DAY, 7 * every * n)}T${clock}:00+03:00`;
/** 'DD.MM' of the n-th visit, as the preview writes it. */
const dayMonth = (n: number, every: number) => {
  const d = addDays(DAY, 7 * every * n);
  return `${d.slice(8, 10)}.${d.slice(5, 7)}`;
};

const service = { id: 11, name: 'Маникюр', description: null, duration_minutes: 60, price: 1500, deposit: null };
const master = (deposit: PublicMasterResponse['services'][number]['deposit'] = null): PublicMasterResponse => ({
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Ольга',
  last_name: 'Ким',
  category: 'Красота',
  specialization: null,
  address: 'Москва, Арбат 10',
  latitude: null,
  longitude: null,
  about: null,
  phone: '+79990001122',
  email: null,
  organization: null,
  services: [{ ...service, deposit }],
});

function slots(call: ApiCall): { body: MasterSlotsResponse } {
  const from = call.query.get('from')!;
  const days = Array.from({ length: daysBetween(from, call.query.get('to')!) + 1 }, (_, i) => addDays(from, i));
  return {
    body: {
      master_id: 5,
      time_zone: 'Europe/Moscow',
      configured: true,
      service: { id: 11, duration_minutes: 60 },
      days: days.map((date) => ({ date, slots: date === DAY ? [AT_9] : [] })),
    },
  };
}

/** The preview of any rule: the second visit is taken (free at 11:00 that day), the rest are free. */
function preview(call: ApiCall) {
  const body = call.body as SeriesPreviewRequest;
  const every = Number(/INTERVAL=(\d+)/.exec(body.rrule)![1]);
  const count = Number(/COUNT=(\d+)/.exec(body.rrule)![1]);
  return {
    body: {
      occurrences: Array.from({ length: count }, (_, n) => ({
        starts_at: visit(n, every),
        ends_at: visit(n, every, '10:00'),
        free: n !== 1,
        ...(n === 1 ? { reason: 'slot_taken', alternative: visit(n, every, '11:00') } : {}),
      })),
    },
  };
}

/** The series booked with every date but the second (taken: skipped). */
function series(call: ApiCall) {
  const body = call.body as SeriesRequest;
  const every = Number(/INTERVAL=(\d+)/.exec(body.rrule)![1]);
  const count = Number(/COUNT=(\d+)/.exec(body.rrule)![1]);
  const booked = Array.from({ length: count }, (_, n) => n).filter((n) => n !== 1);
  return {
    status: 201,
    body: {
      series_id: 3,
      appointments: booked.map((n) =>
        appointment({
          id: 200 + n,
          master_id: 5,
          starts_at: visit(n, every),
          ends_at: visit(n, every, '10:00'),
          master: { ...appointment().master, id: 5, first_name: 'Ольга', last_name: 'Ким' },
        }),
      ),
      skipped: [{ starts_at: visit(1, every), reason: 'slot_taken' }],
    },
  };
}

function renderMaster(api: Record<string, Handler> = {}, deposit: Parameters<typeof master>[0] = null) {
  return renderWithApp(<PublicMasterPage />, {
    roles: ['client'],
    route: '/master/olga',
    path: '/master/:deepLink',
    api: {
      'GET /public/master/olga': master(deposit),
      'GET /public/master/olga/slots': slots,
      'POST /appointments/series/preview': preview,
      'POST /appointments/series': series,
      ...api,
    },
  });
}

/** The page's 09:00: the first screen of a file loads the page's code, slow on a busy machine. */
const firstTime = () => screen.findByRole('button', { name: '09:00' }, { timeout: 15000 });
const confirmScreen = () => screen.findByRole('region', { name: 'Подтверждение записи' });

describe('«Повторять» on the confirmation', { timeout: 20000 }, () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    // the visitor's browser is in New York: the dates are still on the master's clock
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('off by default; on, it previews each date with ✓ or «занято» and the free time, then books one series with skip', async () => {
    const { user, api } = renderMaster();
    await user.click(await firstTime());
    await confirmScreen();
    const toggle = screen.getByTestId('repeat-toggle');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByTestId('series-preview')).not.toBeInTheDocument();
    expect(api.callsTo('POST /appointments/series/preview')).toHaveLength(0);

    await user.click(toggle);
    await user.click(screen.getByTestId('repeat-interval-3'));
    expect(screen.getByText('Каждую неделю')).toBeInTheDocument();
    expect(screen.getByText('Каждые 4 недели')).toBeInTheDocument();
    // 4 times by default: one more makes 5
    await user.click(within(screen.getByTestId('repeat-count')).getAllByRole('button')[1]);

    await waitFor(() => expect(within(screen.getByTestId('series-preview')).getAllByRole('listitem')).toHaveLength(5));
    const rows = within(screen.getByTestId('series-preview')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(new RegExp(`^${dayMonth(0, 3)}, .+, 09:00✓$`));
    expect(rows[1]).toHaveTextContent(dayMonth(1, 3));
    expect(rows[1]).toHaveTextContent('занято');
    expect(rows[1]).toHaveTextContent('свободно в 11:00');
    expect(rows[4]).toHaveTextContent(new RegExp(`^${dayMonth(4, 3)}, .+, 09:00✓$`));
    const asked = api.callsTo('POST /appointments/series/preview');
    expect(asked[asked.length - 1].body).toEqual({
      master_id: 5,
      service_id: 11,
      starts_at: AT_9,
      rrule: 'FREQ=WEEKLY;INTERVAL=3;COUNT=5',
    });

    await user.dblClick(screen.getByTestId('series-confirm'));

    expect(await screen.findByText('Записано визитов: 4')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('series-skipped')).getByText(new RegExp(`^${dayMonth(1, 3)}, `)),
    ).toBeInTheDocument();
    const posts = api.callsTo('POST /appointments/series');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      master_id: 5,
      service_id: 11,
      starts_at: AT_9,
      rrule: 'FREQ=WEEKLY;INTERVAL=3;COUNT=5',
      on_conflict: 'skip',
      comment: null,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    expect(api.callsTo('POST /appointments')).toHaveLength(0);
  });

  it.each([
    [409, 'series_conflict', 'Время на некоторые даты уже занято'],
    [422, 'series_deposit', 'Услугу с предоплатой нельзя записать сериями'],
  ])(
    'a refused series (%i %s) shows the server’s words and stays on the confirmation',
    async (status, code, detail) => {
      const { user } = renderMaster({
        'POST /appointments/series': () => ({ status, body: { detail, code, conflicts: [] } }),
      });
      await user.click(await firstTime());
      await confirmScreen();
      await user.click(screen.getByTestId('repeat-toggle'));
      await screen.findByTestId('series-preview');
      await user.click(screen.getByTestId('series-confirm'));

      expect(await screen.findByRole('alert')).toHaveTextContent(detail);
      expect(screen.getByRole('region', { name: 'Подтверждение записи' })).toBeInTheDocument();
    },
  );

  it('a service with a deposit has no «Повторять»: it books one visit', async () => {
    const { user, api } = renderMaster({}, { type: 'fixed', amount: 500 });
    await user.click(await firstTime());
    await confirmScreen();
    expect(screen.queryByTestId('repeat-toggle')).not.toBeInTheDocument();
    expect(screen.queryByText('Повторять')).not.toBeInTheDocument();
    expect(api.callsTo('POST /appointments/series/preview')).toHaveLength(0);
  });

  it('turned off again, the confirmation books a single visit', async () => {
    const { user, api } = renderMaster({
      'POST /appointments': (call: ApiCall) => ({
        status: 201,
        body: appointment({ id: 77, master_id: 5, starts_at: (call.body as { starts_at: string }).starts_at }),
      }),
      'GET /appointments/77/ics-link': { url: 'https://x.test/a.ics', file_name: 'a.ics', expires_at: AT_9 },
    });
    await user.click(await firstTime());
    await confirmScreen();
    await user.click(screen.getByTestId('repeat-toggle'));
    await screen.findByTestId('series-preview');
    await user.click(screen.getByTestId('repeat-toggle'));
    expect(screen.queryByTestId('series-preview')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить запись' }));

    expect(await screen.findByText('Вы записаны!')).toBeInTheDocument();
    expect(api.callsTo('POST /appointments')).toHaveLength(1);
    expect(api.callsTo('POST /appointments/series')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicMasterResponse } from '@api/public/public.contract';
import type { MasterSlotsResponse } from '@api/schedules/schedules.contract';
import { setLanguage } from '../../lib/i18n';
import type { ApiCall, Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { addDays, daysBetween } from '../../lib/zoned-time';
import PublicMasterPage from './PublicMasterPage';
import PublicOrganizationMasterPage from './PublicOrganizationMasterPage';

const master: PublicMasterResponse = {
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Ольга',
  last_name: 'Ким',
  category: 'Красота',
  specialization: null,
  address: null,
  latitude: null,
  longitude: null,
  about: null,
  phone: null,
  email: null,
  organization: null,
  services: [
    { id: 11, name: 'Маникюр', description: null, duration_minutes: 60, price: 1500, deposit: null },
    { id: 12, name: 'Педикюр', description: null, duration_minutes: 90, price: 2000, deposit: null },
  ],
};

/**
 * A master in Vladivostok (UTC+10). The first answer has times written both with the master's offset and in
 * UTC: 23:00Z on 30 Nov is 09:00 on 1 Dec in Vladivostok (18:00 the day before in New York). Later answers
 * have one time on their fourth date.
 */
function vladivostok() {
  let calls = 0;
  return (call: ApiCall): { body: MasterSlotsResponse } => {
    const from = call.query.get('from') ?? '';
    const to = call.query.get('to') ?? '';
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => ({
      date: addDays(from, i),
      slots: [] as string[],
    }));
    if (calls++ === 0) {
      days[1] = {
        date: '2026-12-01',
        slots: [
          '2026-11-30T23:00:00Z',
          '2026-12-01T09:30:00+10:00',
          '2026-12-01T12:00:00+10:00',
          '2026-12-01T07:15:00Z',
        ],
      };
      days[3] = { date: '2026-12-03', slots: ['2026-12-03T16:45:00+10:00'] };
    } else {
      days[3] = { date: addDays(from, 3), slots: [`${addDays(from, 3)}T11:00:00+10:00`] };
    }
    return {
      body: {
        master_id: 5,
        time_zone: 'Asia/Vladivostok',
        configured: true,
        service: { id: Number(call.query.get('service_id')), duration_minutes: 60 },
        days,
      },
    };
  };
}

const unconfigured = (call: ApiCall) => ({
  body: { ...vladivostok()(call).body, configured: false, days: [] },
});

function renderMaster(slots: Handler = vladivostok()) {
  return renderWithApp(<PublicMasterPage />, {
    route: '/master/olga',
    path: '/master/:deepLink',
    api: { 'GET /public/master/olga': master, 'GET /public/master/olga/slots': slots },
  });
}

const group = (name: string) => screen.getByRole('region', { name });
const times = (name: string) =>
  within(group(name))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('public master page: free times', { timeout: 20000 }, () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    // The visitor's browser is in New York: the times must still be the master's.
    process.env.TZ = 'America/New_York';
  });
  afterAll(async () => {
    process.env.TZ = browserZone;
    await setLanguage('ru');
  });

  it("shows the first service's free days, and the times by part of the day on the master's clock", async () => {
    // The premise: this browser's own clock says 18:00 for the master's 09:00.
    expect(new Date('2026-11-30T23:00:00Z').getHours()).toBe(18);
    const { api } = renderMaster();
    expect(await screen.findByText('Свободное время: Маникюр')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Утро' });
    expect(times('Утро')).toEqual(['09:00', '09:30']);
    expect(times('День')).toEqual(['12:00']);
    expect(times('Вечер')).toEqual(['17:15']);
    expect(screen.getByText(/по часовому поясу мастера \(UTC\+10\)/)).toBeInTheDocument();

    // One call: the service, and 15 dates from yesterday (the master's today may be the browser's tomorrow).
    const [call] = api.callsTo('GET /public/master/olga/slots');
    expect(call.query.get('service_id')).toBe('11');
    expect(daysBetween(call.query.get('from')!, call.query.get('to')!)).toBe(14);

    // Only dates with free times are in the strip.
    const strip = screen.getByRole('group', { name: 'Дни со свободным временем' });
    const dayButtons = within(strip).getAllByRole('button', { pressed: false });
    expect(dayButtons).toHaveLength(1);
    expect(dayButtons[0]).toHaveTextContent('3 дек');
  });

  it('switches day in the strip, loads 14 more days with Позже, and a time leads on to booking', async () => {
    const { user, api, currentPath } = renderMaster();
    await screen.findByRole('region', { name: 'Утро' });
    await user.click(screen.getByRole('button', { name: /3 дек/ }));
    expect(times('День')).toEqual(['16:45']);
    expect(screen.queryByRole('region', { name: 'Утро' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Позже' }));
    await waitFor(() => expect(api.callsTo('GET /public/master/olga/slots')).toHaveLength(2));
    const [first, second] = api.callsTo('GET /public/master/olga/slots');
    expect(second.query.get('from')).toBe(addDays(first.query.get('to')!, 1));
    expect(daysBetween(second.query.get('from')!, second.query.get('to')!)).toBe(13);
    const strip = screen.getByRole('group', { name: 'Дни со свободным временем' });
    await waitFor(() => expect(within(strip).getAllByRole('button', { pressed: false })).toHaveLength(2));

    // not registered: the time is kept and client registration comes first (BookingFlow.test.tsx has the rest)
    await user.click(within(group('День')).getByRole('button', { name: '16:45' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(JSON.parse(sessionStorage.getItem('pendingBookingChoice')!)).toMatchObject({
      link: 'master_olga',
      serviceId: 11,
      startsAt: '2026-12-03T16:45:00+10:00',
    });
  });

  it("asks for another service's times when it is tapped", async () => {
    const { user, api } = renderMaster();
    await screen.findByRole('region', { name: 'Утро' });
    await user.click(screen.getByText('Педикюр'));
    expect(await screen.findByText('Свободное время: Педикюр')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /public/master/olga/slots').map((c) => c.query.get('service_id'))).toEqual(['11', '12']),
    );
  });

  it('says the master has not set working hours yet', async () => {
    renderMaster(unconfigured);
    expect(await screen.findByText('Мастер ещё не указал рабочее время')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Позже' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    renderMaster(unconfigured);
    expect(await screen.findByText('The master has not set working hours yet')).toBeInTheDocument();
  });

  it('an organization master reads the organization-master slots', async () => {
    const { api } = renderWithApp(<PublicOrganizationMasterPage />, {
      route: '/organization-master/m-abc',
      path: '/organization-master/:masterCode',
      api: {
        'GET /public/organization-master/m-abc': master,
        'GET /public/organization-master/m-abc/slots': vladivostok(),
      },
    });
    await screen.findByRole('region', { name: 'Утро' });
    expect(times('Утро')).toEqual(['09:00', '09:30']);
    expect(api.callsTo('GET /public/organization-master/m-abc/slots')).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { reply, type ApiCall } from '../../test/api-mock';
import { appointment } from '../../test/appointment-factory';
import { clickAndConfirm } from '../../test/confirm';
import { fakeWebApp } from '../../test/telegram-fake';
import { renderWithApp } from '../../test/render';
import MyRecordsPage from './MyRecordsPage';

const vladivostok = appointment({
  id: 5,
  starts_at: '2030-01-15T10:00:00+10:00',
  ends_at: '2030-01-15T11:00:00+10:00',
  time_zone: 'Asia/Vladivostok',
  organization_id: 2,
  organization: { id: 2, name: 'Салон «Лаванда»', address: 'ул. Светланская, 1', phone: null },
});
const done = appointment({
  id: 6,
  status: 'completed',
  starts_at: '2029-12-01T18:30:00+03:00',
  ends_at: '2029-12-01T19:30:00+03:00',
});

/** GET /appointments/my answering from two lists the test may change. */
function myHandler(lists: { upcoming: AppointmentResponse[]; past: AppointmentResponse[] }) {
  return (call: ApiCall) => ({
    body: { appointments: call.query.get('scope') === 'past' ? lists.past : lists.upcoming },
  });
}

function open(lists: { upcoming: AppointmentResponse[]; past: AppointmentResponse[] }, api = {}) {
  return renderWithApp(<MyRecordsPage />, {
    route: '/my-records',
    roles: ['client'],
    api: { 'GET /appointments/my': myHandler(lists), ...api },
  });
}

describe('my records (client)', () => {
  const tz = process.env.TZ;
  beforeEach(() => {
    // the browser is far from the master: the times must still be the master's
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = tz;
  });

  it("lists upcoming bookings in the master's zone, with contacts, price and status, and the history", async () => {
    // the browser's own clock reads another hour for that instant
    expect(new Date(vladivostok.starts_at).getHours()).not.toBe(10);
    const app = open({ upcoming: [vladivostok], past: [done] });
    const card = await screen.findByTestId('record-5');
    expect(within(card).getByText('15.01.2030, 10:00–11:00')).toBeInTheDocument();
    expect(within(card).getByText('Стрижка')).toBeInTheDocument();
    expect(within(card).getByText('Запланирована')).toBeInTheDocument();
    expect(within(card).getByText(/1 500 ₽/)).toBeInTheDocument();
    expect(within(card).getByText(/Анна Волкова/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+79990001122' })).toHaveAttribute('href', 'tel:+79990001122');
    expect(within(card).getByText(/ул\. Светланская, 1/)).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/my')[0].query.get('scope')).toBe('upcoming');

    await app.user.click(screen.getByText('История'));
    const past = await screen.findByTestId('record-6');
    expect(within(past).getByText('01.12.2029, 18:30–19:30')).toBeInTheDocument();
    expect(within(past).getByText('Завершена')).toBeInTheDocument();
    // nothing to change in the history
    expect(within(past).queryByRole('button', { name: 'Отменить запись' })).not.toBeInTheDocument();
  });

  it('a deposit to be returned after cancelling in time reads as coming back to the client', async () => {
    const cancelled = appointment({
      id: 8,
      status: 'cancelled',
      cancelled_by: 'client',
      deposit: { amount: 500, status: 'refund_due' },
    });
    const app = open({ upcoming: [], past: [cancelled] });
    await app.user.click(await screen.findByText('История'));
    const card = await screen.findByTestId('deposit-8');
    expect(card).toHaveTextContent('Предоплата 500 ₽ — её вернут');
    // the client has nothing to mark: that is the business's
    expect(within(card).queryByRole('button', { name: 'Возврат сделан' })).not.toBeInTheDocument();
  });

  it("shows the spec's empty state", async () => {
    open({ upcoming: [], past: [] });
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
  });

  it('cancels after the confirm, with the reason, and the booking moves to the history', async () => {
    const lists = { upcoming: [vladivostok], past: [] as AppointmentResponse[] };
    const app = open(lists, {
      'POST /appointments/5/cancel': (call: ApiCall) => {
        const cancelled = { ...vladivostok, status: 'cancelled' as const, cancelled_by: 'client' as const };
        lists.upcoming = [];
        lists.past = [cancelled];
        return { body: { ...cancelled, cancel_reason: (call.body as { reason: string }).reason } };
      },
    });
    const card = await screen.findByTestId('record-5');
    await app.user.click(within(card).getByRole('button', { name: 'Отменить запись' }));
    const sheet = await screen.findByRole('dialog', { name: 'Отмена записи' });
    await app.user.type(within(sheet).getByPlaceholderText('Причина (необязательно)'), 'Заболел');
    await clickAndConfirm(app.user, within(sheet).getByRole('button', { name: 'Отменить запись' }), () => {
      // nothing is sent before the confirm
      expect(screen.getAllByText('Отменить запись?').length).toBeGreaterThan(0);
      expect(app.api.callsTo('POST /appointments/5/cancel')).toHaveLength(0);
    });
    await waitFor(() => expect(app.api.callsTo('POST /appointments/5/cancel')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/5/cancel')[0].body).toEqual({ reason: 'Заболел' });
    expect(await screen.findByText('Записей пока нет')).toBeInTheDocument();
    expect(fakeWebApp.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('success');
    await app.user.click(screen.getByText('История'));
    const moved = await screen.findByTestId('record-5');
    expect(within(moved).getByText('Отменена')).toBeInTheDocument();
  });

  it("shows the server's message when the cutoff has passed (422)", async () => {
    const detail =
      'Отменить или перенести запись можно не позднее чем за 24 ч до начала. Свяжитесь с мастером: +79990001122';
    const app = open({ upcoming: [vladivostok], past: [] }, { 'POST /appointments/5/cancel': reply(422, { detail }) });
    await app.user.click(
      within(await screen.findByTestId('record-5')).getByRole('button', { name: 'Отменить запись' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Отмена записи' });
    await clickAndConfirm(app.user, within(sheet).getByRole('button', { name: 'Отменить запись' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(detail);
    expect(app.api.callsTo('POST /appointments/5/cancel')[0].body).toEqual({ reason: null });
    expect(fakeWebApp.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('error');
    // still upcoming
    expect(screen.getByTestId('record-5')).toBeInTheDocument();
  });

  it("moves a booking to a free time of the master's (slots by the master's link)", async () => {
    const linked = { ...vladivostok, master: { ...vladivostok.master, master_code: 'anna1' } };
    const app = open(
      { upcoming: [linked], past: [] },
      {
        'GET /public/organization-master/anna1/slots': {
          master_id: 7,
          time_zone: 'Asia/Vladivostok',
          configured: true,
          service: { id: 3, duration_minutes: 60 },
          days: [
            { date: '2030-01-16', slots: [] },
            { date: '2030-01-17', slots: ['2030-01-17T09:00:00+10:00', '2030-01-17T14:30:00+10:00'] },
          ],
        },
        'POST /appointments/5/reschedule': (call: ApiCall) => ({
          body: { ...linked, starts_at: (call.body as { starts_at: string }).starts_at },
        }),
      },
    );
    await app.user.click(within(await screen.findByTestId('record-5')).getByRole('button', { name: 'Перенести' }));
    const popup = await screen.findByRole('dialog', { name: 'Перенос записи' });
    expect(await within(popup).findByText('17.01')).toBeInTheDocument();
    expect(within(popup).queryByText('16.01')).not.toBeInTheDocument();
    await app.user.click(within(popup).getByText('14:30'));
    await app.user.click(within(popup).getByRole('button', { name: 'Перенести запись' }));
    await waitFor(() => expect(app.api.callsTo('POST /appointments/5/reschedule')).toHaveLength(1));
    expect(app.api.callsTo('POST /appointments/5/reschedule')[0].body).toEqual({
      starts_at: '2030-01-17T14:30:00+10:00',
    });
    const slotsCall = app.api.callsTo('GET /public/organization-master/anna1/slots')[0];
    expect(slotsCall.query.get('service_id')).toBe('3');
  });

  it('a time taken meanwhile: the reason, fresh times without it, and the choice to make again', async () => {
    const linked = { ...vladivostok, master: { ...vladivostok.master, master_code: 'anna1' } };
    const times = [['2030-01-17T09:00:00+10:00', '2030-01-17T14:30:00+10:00'], ['2030-01-17T09:00:00+10:00']];
    let reads = 0;
    const app = open(
      { upcoming: [linked], past: [] },
      {
        'GET /public/organization-master/anna1/slots': () => ({
          body: {
            master_id: 7,
            time_zone: 'Asia/Vladivostok',
            configured: true,
            service: { id: 3, duration_minutes: 60 },
            days: [{ date: '2030-01-17', slots: times[Math.min(reads++, 1)] }],
          },
        }),
        'POST /appointments/5/reschedule': reply(409, { detail: 'Это время уже занято', code: 'slot_taken' }),
      },
    );
    await app.user.click(within(await screen.findByTestId('record-5')).getByRole('button', { name: 'Перенести' }));
    const popup = await screen.findByRole('dialog', { name: 'Перенос записи' });
    await app.user.click(await within(popup).findByText('14:30'));
    await app.user.click(within(popup).getByRole('button', { name: 'Перенести запись' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent('Это время уже занято');
    await waitFor(() => expect(within(popup).queryByText('14:30')).not.toBeInTheDocument());
    expect(app.api.callsTo('GET /public/organization-master/anna1/slots')).toHaveLength(2);
    // nothing is chosen any more: another tap on the button asks for a time instead of sending the lost one
    await app.user.click(within(popup).getByRole('button', { name: 'Перенести запись' }));
    expect(app.api.callsTo('POST /appointments/5/reschedule')).toHaveLength(1);
  });

  it("without the master's link the new time is typed in the master's zone", async () => {
    const app = open(
      { upcoming: [vladivostok], past: [] },
      { 'POST /appointments/5/reschedule': reply(409, { detail: 'Это время уже занято' }) },
    );
    await app.user.click(within(await screen.findByTestId('record-5')).getByRole('button', { name: 'Перенести' }));
    const popup = await screen.findByRole('dialog', { name: 'Перенос записи' });
    const date = within(popup).getByLabelText('Дата');
    await app.user.clear(date);
    await app.user.type(date, '2030-01-20');
    await app.user.type(within(popup).getByLabelText('Время'), '12:30');
    await app.user.click(within(popup).getByRole('button', { name: 'Перенести запись' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent('Это время уже занято');
    expect(app.api.callsTo('POST /appointments/5/reschedule')[0].body).toEqual({
      starts_at: '2030-01-20T12:30:00+10:00',
    });
  });
});

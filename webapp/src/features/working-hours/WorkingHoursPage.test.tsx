import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ScheduleResponse } from '@api/schedules/schedules.contract';
import type { TeamMember } from '@api/organizations/organizations.contract';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { localDateOf } from '../../lib/zoned-time';
import WorkingHoursPage from './WorkingHoursPage';

// The browser's own zone, so the month view's today and the master's today are the same date.
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const TODAY = localDateOf(new Date());
const nine = (): [string, string][] => [['09:00', '18:00']];

const schedule: ScheduleResponse = {
  master_id: 1,
  configured: true,
  time_zone: ZONE,
  pattern: {
    type: 'weekly',
    week: { mon: nine(), tue: nine(), wed: nine(), thu: nine(), fri: nine(), sat: [], sun: [] },
  },
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
  reminder_minutes: [1440, 120],
  agenda_time: null,
};

const savedAs = (call: ApiCall) => ({ body: { ...schedule, ...(call.body as object), configured: true } });

function renderEditor(api: Record<string, Handler> = {}, route = '/calendar') {
  const master = /master=(\d+)/.exec(route)?.[1] ?? 'me';
  return renderWithApp(<WorkingHoursPage />, {
    route,
    roles: ['master'],
    api: {
      [`GET /schedules/${master}`]: schedule,
      [`PUT /schedules/${master}`]: savedAs,
      [`GET /schedules/${master}/overrides`]: { overrides: [] },
      [`GET /schedules/${master}/blocks`]: { blocks: [] },
      ...api,
    },
  });
}

const save = () => screen.getByRole('button', { name: 'Сохранить расписание' });

describe('calendar: the schedule editor', { timeout: 20000 }, () => {
  it('loads the schedule and PUTs the edited pattern and rules', async () => {
    const { user, api } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Понедельник: Удалить интервал 09:00–18:00' }));
    await user.click(screen.getByRole('button', { name: 'Суббота: Добавить интервал' }));
    await user.click(screen.getByRole('button', { name: 'Суббота: Добавить интервал' }));
    await user.click(screen.getByRole('option', { name: 'По длительности услуги' }));
    const buffer = screen.getByLabelText('Перерыв после записи, мин');
    await user.click(within(buffer).getAllByRole('button')[1]); // +5
    await user.click(save());

    await waitFor(() => expect(api.callsTo('PUT /schedules/me')).toHaveLength(1));
    expect(api.callsTo('PUT /schedules/me')[0].body).toEqual({
      time_zone: ZONE,
      pattern: {
        type: 'weekly',
        week: {
          mon: [],
          tue: nine(),
          wed: nine(),
          thu: nine(),
          fri: nine(),
          // A second interval starts where the first ends.
          sat: [
            ['09:00', '18:00'],
            ['18:00', '19:00'],
          ],
          sun: [],
        },
      },
      slot_step_minutes: null,
      min_notice_minutes: 60,
      horizon_days: 60,
      buffer_minutes: 5,
      cancel_cutoff_hours: 3,
      // untouched: the reminders and the agenda as they were
      reminder_minutes: [1440, 120],
      agenda_time: null,
    });
    expect(await screen.findByText('Расписание сохранено')).toBeInTheDocument();
  });

  it('shows the saved reminders and agenda', async () => {
    renderEditor({ 'GET /schedules/me': { ...schedule, reminder_minutes: [1440, 90, 30], agenda_time: '21:30' } });
    expect(await screen.findByRole('switch', { name: 'За 24 часа' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'За 2 часа' })).toHaveAttribute('aria-checked', 'false');
    // a stored lead time that is not among the common ones is offered too, chosen
    expect(screen.getByRole('option', { name: 'За 1 ч 30 мин' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'За 30 мин' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'За 3 ч' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('switch', { name: 'Повестка дня' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Время повестки').closest('.adm-list-item')).toHaveTextContent('21:30');
  });

  it('PUTs the chosen reminder lead times and agenda time; none chosen turns reminders off', async () => {
    const { user, api } = renderEditor();
    await user.click(await screen.findByRole('switch', { name: 'За 2 часа' })); // off
    await user.click(screen.getByRole('option', { name: 'За 3 ч' }));
    await user.click(screen.getByRole('option', { name: 'За 48 ч' }));
    await user.click(screen.getByRole('switch', { name: 'Повестка дня' }));
    await user.click(screen.getByText('Время повестки'));
    // the picker opens on the agenda's default time; Выбрать keeps it
    await waitFor(() => expect(document.querySelector('.adm-picker-header-title')).toHaveTextContent('Время повестки'));
    const picker = document.querySelector('.adm-picker-header-title')!.closest('.adm-picker') as HTMLElement;
    await user.click(within(picker).getByText('Выбрать'));
    await user.click(save());
    await waitFor(() => expect(api.callsTo('PUT /schedules/me')).toHaveLength(1));
    expect(api.callsTo('PUT /schedules/me')[0].body).toMatchObject({
      reminder_minutes: [2880, 1440, 180],
      agenda_time: '08:00',
    });

    // every reminder off: [] is sent, and the editor says clients get none
    await user.click(screen.getByRole('switch', { name: 'За 24 часа' }));
    await user.click(screen.getByRole('option', { name: 'За 3 ч' }));
    await user.click(screen.getByRole('option', { name: 'За 48 ч' }));
    expect(screen.getByText('Напоминания выключены: клиенты их не получат')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Повестка дня' }));
    await user.click(save());
    await waitFor(() => expect(api.callsTo('PUT /schedules/me')).toHaveLength(2));
    expect(api.callsTo('PUT /schedules/me')[1].body).toMatchObject({ reminder_minutes: [], agenda_time: null });
  });

  it('allows at most five reminders and shows the server’s message about them', async () => {
    const { user } = renderEditor({
      'PUT /schedules/me': reply(422, {
        detail: [
          {
            loc: ['body', 'reminder_minutes'],
            msg: 'Напоминания: список из не более чем 5 разных целых чисел минут от 5 до 10080 (например, [1440, 120]) или []',
          },
        ],
      }),
    });
    for (const name of ['За 30 мин', 'За 1 ч', 'За 3 ч']) await user.click(await screen.findByRole('option', { name }));
    expect(screen.getByRole('option', { name: 'За 6 ч' })).toHaveClass('adm-selector-item-disabled');
    await user.click(save());
    const alert = await screen.findByText(
      'Напоминания: список из не более чем 5 разных целых чисел минут от 5 до 10080 (например, [1440, 120]) или []',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Проверьте отмеченные поля')).toBeInTheDocument();
  });

  it('the 2/2 preset sends a cycle from today: two shifts 10:00–22:00, two days off', async () => {
    const { user, api } = renderEditor();
    await user.click(await screen.findByRole('button', { name: '2/2' }));
    expect(screen.getByText('День 4')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(api.callsTo('PUT /schedules/me')).toHaveLength(1));
    const body = api.callsTo('PUT /schedules/me')[0].body as { pattern: unknown };
    expect(body.pattern).toEqual({
      type: 'cycle',
      anchor_date: TODAY,
      days: [[['10:00', '22:00']], [['10:00', '22:00']], [], []],
    });
  });

  it("shows a 422's message next to its day, and others as 'Ошибка валидации: field: message'", async () => {
    const { user, api } = renderEditor({
      'PUT /schedules/me': reply(422, {
        detail: [{ loc: ['body', 'pattern', 'week', 'tue'], msg: 'Интервалы пересекаются' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Вторник: Добавить интервал' }));
    await user.click(save());
    const alert = await screen.findByText('Интервалы пересекаются');
    expect(alert).toHaveAttribute('role', 'alert');
    // Under Tuesday's intervals, not another day's.
    const tuesday = screen.getByRole('button', { name: 'Вторник: Добавить интервал' }).closest('.adm-list-item');
    expect(tuesday).toContainElement(alert);

    api.set({
      'PUT /schedules/me': reply(422, { detail: [{ loc: ['body', 'colour'], msg: 'Неизвестное поле' }] }),
    });
    await user.click(save());
    expect(await screen.findByText('Ошибка валидации: colour: Неизвестное поле')).toBeInTheDocument();
  });

  it('tells a master without a schedule that clients see no times until they set one', async () => {
    renderEditor({ 'GET /schedules/me': { ...schedule, configured: false } });
    expect(await screen.findByText(/клиенты не видят свободного времени/)).toBeInTheDocument();
  });

  it('a tap on a date makes it a day off, or saves its own hours', async () => {
    const { user, api, container } = renderEditor({
      [`PUT /schedules/me/overrides/${TODAY}`]: (call: ApiCall) => ({
        body: { date: TODAY, ...(call.body as object) },
      }),
    });
    await screen.findByText('Особые дни');
    const cell = () => container.querySelector(`[data-date="${TODAY}"]`) as HTMLElement;
    await user.click(cell());
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Сделать выходным'));
    await waitFor(() => expect(api.callsTo(`PUT /schedules/me/overrides/${TODAY}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /schedules/me/overrides/${TODAY}`)[0].body).toEqual({ intervals: [] });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(cell());
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Добавить интервал/ }));
    await user.click(within(dialog).getByText('Сохранить часы'));
    await waitFor(() => expect(api.callsTo(`PUT /schedules/me/overrides/${TODAY}`)).toHaveLength(2));
    const intervals = (api.callsTo(`PUT /schedules/me/overrides/${TODAY}`)[1].body as { intervals: unknown[] })
      .intervals;
    // The date's hours by the pattern (or 09:00–18:00 on a day off), plus the added hour.
    expect(intervals).toHaveLength(2);
    expect(intervals[0]).toEqual(['09:00', '18:00']);
  });

  it('marks override dates in the month and clears one back to the schedule', async () => {
    const { user, api, container } = renderEditor({
      'GET /schedules/me/overrides': { overrides: [{ date: TODAY, intervals: [] }] },
      [`DELETE /schedules/me/overrides/${TODAY}`]: { message: 'ok' },
    });
    await waitFor(() => expect(container.querySelector(`[data-date="${TODAY}"]`)).toHaveTextContent('вых.'));
    await user.click(container.querySelector(`[data-date="${TODAY}"]`) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Сейчас: выходной')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Вернуть как в расписании'));
    await waitFor(() => expect(api.callsTo(`DELETE /schedules/me/overrides/${TODAY}`)).toHaveLength(1));
  });

  it("an owner's Расписание button opens the editor for that master", async () => {
    const member = (id: number, first: string): TeamMember => ({
      id,
      user_id: id + 100,
      first_name: first,
      last_name: null,
      phone: null,
      email: null,
      specialization: null,
      master_code: null,
      joined_at: '2026-02-03T10:00:00Z',
      is_blocked: false,
    });
    const { user, api, currentPath } = renderWithApp(null, {
      route: '/team',
      roles: ['organization_admin'],
      userType: 'client',
      api: {
        'GET /organizations/my/team': { admins: [member(1, 'Ирина')], masters: [member(2, 'Мария')] },
        'GET /schedules/102': { ...schedule, master_id: 102 },
        'GET /schedules/102/overrides': { overrides: [] },
        'GET /schedules/102/blocks': { blocks: [] },
      },
    });
    await user.click(await screen.findByText('Ирина', {}, { timeout: 5000 }));
    // Administrators have no schedule button.
    expect(within(await screen.findByRole('dialog')).queryByText('Расписание')).not.toBeInTheDocument();
    await user.click(screen.getByText('Закрыть'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByText('Мария'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Расписание'));
    expect(currentPath()).toBe('/calendar?master=102');
    expect(await screen.findByText('Расписание мастера', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /schedules/102')).toHaveLength(1));
  });
});

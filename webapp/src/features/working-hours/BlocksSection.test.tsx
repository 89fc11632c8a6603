import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BlockResponse } from '@api/schedules/schedules.contract';
import { renderWithApp } from '../../test/render';
import { addDays, isoInZone } from '../../lib/zoned-time';
import WorkingHoursPage from './WorkingHoursPage';

import { schedule, TODAY, ZONE } from './blocks-fixture';

const occurrence = (id: number, days: number): BlockResponse => {
  const date = addDays(TODAY, days);
  return {
    id,
    starts_at: isoInZone(date, '13:00', ZONE),
    ends_at: isoInZone(date, '14:00', ZONE),
    note: 'Обучение',
    series_id: 7,
    rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=3',
  };
};

function renderBlocks(blocks: BlockResponse[]) {
  return renderWithApp(<WorkingHoursPage />, {
    route: '/calendar',
    roles: ['master'],
    api: {
      'GET /schedules/me': schedule,
      'GET /schedules/me/overrides': { overrides: [] },
      'GET /schedules/me/blocks': { blocks },
      'POST /schedules/me/blocks': { ...occurrence(1, 1), conflicts: [] },
      'DELETE /schedules/me/blocks/11': { message: 'ok' },
    },
  });
}

describe('calendar: repeating busy time', { timeout: 20000 }, () => {
  it('adds busy time repeating every 2 weeks, 6 times', async () => {
    const { user, api } = renderBlocks([]);
    await user.click(await screen.findByRole('button', { name: 'Добавить занятое время' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Каждые 2 недели'));
    const times = within(dialog).getByLabelText('Сколько раз');
    for (let i = 0; i < 4; i++) await user.click(within(times).getAllByRole('button')[0]); // -1
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('POST /schedules/me/blocks')).toHaveLength(1));
    expect(api.callsTo('POST /schedules/me/blocks')[0].body).toMatchObject({
      rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=6',
    });
  });

  it('custom: chosen weekdays every 3 weeks', async () => {
    const { user, api } = renderBlocks([]);
    await user.click(await screen.findByRole('button', { name: 'Добавить занятое время' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Свои…'));
    await user.click(within(dialog).getByText('Пт'));
    await user.click(within(dialog).getByText('Пн'));
    const every = within(dialog).getByLabelText('Каждые сколько недель');
    await user.click(within(every).getAllByRole('button')[1]); // +1
    await user.click(within(every).getAllByRole('button')[1]); // +1
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('POST /schedules/me/blocks')).toHaveLength(1));
    expect(api.callsTo('POST /schedules/me/blocks')[0].body).toMatchObject({
      rrule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR;COUNT=10',
    });
  });

  it('a repeating block asks «Только этот / Этот и следующие / Все» and deletes with that scope', async () => {
    const second = occurrence(11, 8);
    const { user, api } = renderBlocks([occurrence(10, 1), second]);
    const rows = await screen.findAllByRole('button', { name: 'Удалить' });
    await user.click(rows[1]);
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Только этот')).toBeInTheDocument();
    expect(within(ask).getByText('Все')).toBeInTheDocument();
    await user.click(within(ask).getByText('Этот и следующие'));
    await waitFor(() => expect(api.callsTo('DELETE /schedules/me/blocks/11')).toHaveLength(1));
    const call = api.callsTo('DELETE /schedules/me/blocks/11')[0];
    expect(call.query.get('scope')).toBe('following');
    expect(call.query.get('occurrence')).toBe(second.starts_at);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BlockResponse } from '@api/schedules/schedules.contract';
import { renderWithApp } from '../../test/render';
import { addDays, isoInZone } from '../../lib/zoned-time';
import WorkingHoursPage from './WorkingHoursPage';

import { schedule, TODAY, ZONE } from './blocks-fixture';

const block = (id: number, days: number, series: boolean): BlockResponse => {
  const date = addDays(TODAY, days);
  return {
    id,
    starts_at: isoInZone(date, '13:00', ZONE),
    ends_at: isoInZone(date, '14:00', ZONE),
    note: 'Обед',
    series_id: series ? 7 : null,
    rrule: series ? 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10' : null,
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
      'POST /schedules/me/blocks': { ...block(20, 1, false), conflicts: [] },
      'DELETE /schedules/me/blocks/5': { message: 'ok' },
      'PATCH /schedules/series/7': { ...block(11, 8, true), conflicts: [] },
    },
  });
}

/** Opens the change dialog of the n-th block, with its note and the picker as the block has them. */
async function openChange(user: ReturnType<typeof renderBlocks>['user'], n: number) {
  const buttons = await screen.findAllByRole('button', { name: 'Изменить' }, { timeout: 10000 });
  await user.click(buttons[n]);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(dialog).getByText('Изменить занятое время')).toBeInTheDocument();
  return dialog;
}

describe('calendar: changing busy time', { timeout: 20000 }, () => {
  it('a plain block: the new note is saved, the old block goes after the new one is there', async () => {
    const { user, api } = renderBlocks([block(5, 1, false)]);
    const dialog = await openChange(user, 0);
    const note = within(dialog).getByRole('textbox', { name: 'Заметка' });
    expect(note).toHaveValue('Обед');
    await user.clear(note);
    await user.type(note, 'Врач');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('DELETE /schedules/me/blocks/5')).toHaveLength(1));
    expect(api.callsTo('POST /schedules/me/blocks')[0].body).toEqual({
      starts_at: block(5, 1, false).starts_at,
      ends_at: block(5, 1, false).ends_at,
      note: 'Врач',
      rrule: null,
    });
    expect(api.calls.map((c) => c.method).filter((m) => m !== 'GET')).toEqual(['POST', 'DELETE']);
  });

  it('an occurrence: «Все» sends the scope and the occurrence, with no rule when the picker was not touched', async () => {
    const second = block(11, 8, true);
    const { user, api } = renderBlocks([block(10, 1, true), second]);
    const dialog = await openChange(user, 1);
    // the series' rule shows in the picker; «Не повторять» is not offered
    expect(within(dialog).getByText('Каждую неделю')).toBeInTheDocument();
    expect(within(dialog).queryByText('Не повторять')).not.toBeInTheDocument();
    expect(within(within(dialog).getByLabelText('Сколько раз')).getByRole('spinbutton')).toHaveValue('10');
    const note = within(dialog).getByRole('textbox', { name: 'Заметка' });
    await user.clear(note);
    await user.type(note, 'Обед с детьми');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const asks = await screen.findAllByRole('dialog');
    const ask = asks[asks.length - 1];
    expect(within(ask).getByText(/Изменить занятое время .*: какие повторения\?/)).toBeInTheDocument();
    expect(within(ask).getByText('Только этот')).toBeInTheDocument();
    await user.click(within(ask).getByText('Все'));
    await waitFor(() => expect(api.callsTo('PATCH /schedules/series/7')).toHaveLength(1));
    expect(api.callsTo('PATCH /schedules/series/7')[0].body).toEqual({
      from: second.starts_at,
      scope: 'all',
      starts_at: second.starts_at,
      ends_at: second.ends_at,
      note: 'Обед с детьми',
    });
    expect(api.callsTo('POST /schedules/me/blocks')).toHaveLength(0);
  });

  it('«Только этот» changes the one occurrence; a new rule offers only «Этот и следующие / Все»', async () => {
    const { user, api } = renderBlocks([block(10, 1, true)]);
    let dialog = await openChange(user, 0);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    let asks = await screen.findAllByRole('dialog');
    await user.click(within(asks[asks.length - 1]).getByText('Только этот'));
    await waitFor(() => expect(api.callsTo('PATCH /schedules/series/7')).toHaveLength(1));
    expect(api.callsTo('PATCH /schedules/series/7')[0].body).toMatchObject({ scope: 'this', note: 'Обед' });

    dialog = await openChange(user, 0);
    await user.click(within(dialog).getByText('Каждые 2 недели'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    asks = await screen.findAllByRole('dialog');
    const ask = asks[asks.length - 1];
    await waitFor(() => expect(within(ask).getByText('Этот и следующие')).toBeInTheDocument());
    expect(within(ask).queryByText('Только этот')).not.toBeInTheDocument();
    await user.click(within(ask).getByText('Этот и следующие'));
    await waitFor(() => expect(api.callsTo('PATCH /schedules/series/7')).toHaveLength(2));
    expect(api.callsTo('PATCH /schedules/series/7')[1].body).toMatchObject({
      scope: 'following',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=10',
    });
  });
});

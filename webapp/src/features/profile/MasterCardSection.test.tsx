import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MasterProfileResponse } from '../../api/places';
import { renderWithApp } from '../../test/render';
import { MasterCardSection } from './MasterCardSection';
import { preloadProfileForms } from './profile-forms';

// the edit forms' code, in before the first tap as the profile's idle preload has it on a phone (the wait
// for it when it is not: ProfileFormsLazy.test.tsx)
beforeAll(() => preloadProfileForms());

// the map itself is Leaflet's (not drawn in jsdom): a stand-in drops the pin where a tap would
vi.mock('../../components/map/lazy', () => ({
  PlacesMap: () => null,
  PlacePickerMap: ({ onChange }: { onChange: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: 55.7601234, longitude: 37.6186789 })}>
      tap the map
    </button>
  ),
}));

const independent: MasterProfileResponse = {
  category: 'Красота',
  custom_category: null,
  specialization: 'Парикмахер',
  address: null,
  latitude: null,
  longitude: null,
  about: null,
  kind: 'independent',
  organization: null,
};

const MAP_CONFIG = { tile_url: '/tiles/{z}/{x}/{y}.png', attribution: '© Test' };

describe('the master’s card for clients', () => {
  it('an independent master sets the address, a few words and a pin', async () => {
    const { api, user } = renderWithApp(<MasterCardSection />, {
      roles: ['master'],
      api: {
        'GET /masters/me/profile': independent,
        'GET /map/config': MAP_CONFIG,
        'PUT /masters/me/profile': (call) => ({ body: { ...independent, ...(call.body as object) } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Москва, Тверская 7');
    const about = screen.getByText('О себе').closest('.adm-form-item')!.querySelector('textarea')!;
    await user.type(about, 'Стригу 10 лет');
    await user.click(screen.getByRole('button', { name: 'Отметить на карте' }));
    await user.click(await screen.findByRole('button', { name: 'tap the map' }));
    expect(screen.getByText('Метка: 55.76012, 37.61868')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT /masters/me/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /masters/me/profile')[0].body).toEqual({
      specialization: 'Парикмахер',
      about: 'Стригу 10 лет',
      address: 'Москва, Тверская 7',
      latitude: 55.760123,
      longitude: 37.618679,
    });
    const card = await screen.findByText('Моя карточка для клиентов');
    expect(within(card.closest('.adm-card') as HTMLElement).getByText('Отмечено')).toBeInTheDocument();
  });

  it('an organization master edits only specialization and about; the place is the organization’s', async () => {
    const member: MasterProfileResponse = {
      ...independent,
      address: 'Москва, Арбат 1',
      latitude: 55.74,
      longitude: 37.65,
      kind: 'organization',
      organization: { id: 3, name: 'Салон Лотос' },
    };
    const { api, user } = renderWithApp(<MasterCardSection />, {
      roles: ['organization_master'],
      api: {
        'GET /masters/me/profile': member,
        'PUT /masters/me/profile': (call) => ({ body: { ...member, ...(call.body as object) } }),
      },
    });
    expect(
      await screen.findByText('Адрес и место на карте — организации «Салон Лотос»: их меняет владелец'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(screen.queryByRole('textbox', { name: 'Адрес' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Специализация' }));
    await user.type(screen.getByRole('textbox', { name: 'Специализация' }), 'Нейл-мастер');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT /masters/me/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /masters/me/profile')[0].body).toEqual({ specialization: 'Нейл-мастер', about: null });
  });
});

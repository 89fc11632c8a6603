import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TeamMember } from '@api/organizations/organizations.contract';
import { reply, type ApiCall } from '../../test/api-mock';
import { appointment, calendarBody } from '../../test/appointment-factory';
import { fakeWebApp } from '../../test/telegram-fake';
import { renderWithApp } from '../../test/render';
import SalonPage, { managingRole } from './SalonPage';
import { rememberRole, rememberedRole } from '../../test/remembered-role';

function member(userId: number, first: string, last: string, code: string): TeamMember {
  return {
    id: userId + 100,
    user_id: userId,
    first_name: first,
    last_name: last,
    phone: null,
    email: null,
    specialization: null,
    master_code: code,
    joined_at: '2025-01-01T00:00:00Z',
    is_blocked: false,
  };
}

const team = { admins: [], masters: [member(7, 'Анна', 'Волкова', 'anna1'), member(8, 'Мария', 'Соколова', 'maria1')] };
const salon = { id: 2, name: 'Салон «Лаванда»', address: 'ул. Ленина, 1', phone: null };
const annas = appointment({
  id: 21,
  master_id: 7,
  organization_id: 2,
  organization: salon,
  starts_at: '2025-03-05T10:00:00+03:00',
  ends_at: '2025-03-05T11:00:00+03:00',
  client: { id: 3, first_name: 'Иван', last_name: null, phone: '+79990003344' },
});
const marias = appointment({
  id: 22,
  master_id: 8,
  organization_id: 2,
  organization: salon,
  master: {
    id: 8,
    first_name: 'Мария',
    last_name: 'Соколова',
    phone: null,
    specialization: null,
    deep_link: null,
    master_code: null,
  },
  starts_at: '2025-03-05T12:00:00+03:00',
  ends_at: '2025-03-05T13:00:00+03:00',
  service: { id: 5, name: 'Маникюр', duration_minutes: 60, price: 2000 },
  client: { id: 4, first_name: 'Елена', last_name: null, phone: null },
});

const salonApi = {
  'GET /organizations/my/team': team,
  'GET /appointments/calendar': (call: ApiCall) => {
    const masterId = Number(call.query.get('master_id') ?? 0);
    const all = [annas, marias];
    return {
      body: calendarBody(
        call.query.get('from'),
        call.query.get('to'),
        'Europe/Moscow',
        masterId ? all.filter((a) => a.master_id === masterId) : all,
      ),
    };
  },
  'GET /public/organization-master/maria1': {
    id: 8,
    first_name: 'Мария',
    last_name: 'Соколова',
    category: null,
    specialization: null,
    address: null,
    phone: null,
    email: null,
    organization: { name: 'Салон «Лаванда»', address: null, deep_link: 'lavanda' },
    services: [{ id: 5, name: 'Маникюр', description: null, duration_minutes: 60, price: 2000 }],
  },
};

function openSalon(route: string, roles: ('organization' | 'organization_admin' | 'client')[], api = {}) {
  return renderWithApp(<SalonPage />, { route, path: route.split('?')[0], roles, api: { ...salonApi, ...api } });
}

describe('salon appointments', () => {
  it("shows every master's day side by side and filters by master", async () => {
    const app = openSalon('/records?date=2025-03-05', ['organization']);
    expect(await screen.findByText('Записи организации')).toBeInTheDocument();
    const anna = await screen.findByRole('region', { name: 'Анна Волкова' });
    const maria = screen.getByRole('region', { name: 'Мария Соколова' });
    expect(within(anna).getByText('Иван')).toBeInTheDocument();
    expect(within(maria).getByText('Маникюр')).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/calendar')[0].query.get('master_id')).toBeNull();

    await app.user.click(screen.getByText('Мария Соколова', { selector: '.adm-selector-item *, .adm-selector-item' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Анна Волкова' })).not.toBeInTheDocument());
    expect(app.api.callsTo('GET /appointments/calendar').at(-1)?.query.get('master_id')).toBe('8');
    expect(screen.getByRole('region', { name: 'Мария Соколова' })).toHaveTextContent('Маникюр');
    expect(screen.queryByText('Иван')).not.toBeInTheDocument();
  });

  it("books a phone client for a chosen master and shows a 409's message", async () => {
    // an administrator is a client with the admin role, working as the admin
    rememberRole('organization_admin');
    const app = openSalon('/salon-appointments?date=2025-03-05', ['client', 'organization_admin'], {
      'POST /appointments/manual': reply(409, { detail: 'Это время уже занято' }),
    });
    expect(await screen.findByText('Записи салона')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: /Записать клиента/ }));
    const form = await screen.findByRole('dialog', { name: 'Запись клиента' });
    await app.user.click(within(form).getByText('Мария Соколова'));
    await app.user.click(await within(form).findByText(/Маникюр/));
    await app.user.type(within(form).getByLabelText('Время'), '12:30');
    await app.user.type(within(form).getByRole('textbox', { name: 'Имя клиента' }), 'Светлана');
    await app.user.type(within(form).getByRole('textbox', { name: 'Телефон' }), '+7 999 765-43-21');
    await app.user.type(form.querySelector('textarea') as HTMLTextAreaElement, 'По телефону');
    await app.user.click(within(form).getByRole('button', { name: 'Записать' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Это время уже занято');
    expect(app.api.callsTo('POST /appointments/manual')[0].body).toEqual({
      master_id: 8,
      service_id: 5,
      starts_at: '2025-03-05T12:30:00+03:00',
      client_name: 'Светлана',
      client_phone: '+79997654321',
      comment: 'По телефону',
    });
    expect(fakeWebApp.HapticFeedback.notificationOccurred).toHaveBeenCalledWith('error');
  });

  it('an admin who is working as a client still gets the board, and the app switches to the admin role', async () => {
    rememberRole('client');
    const app = openSalon('/salon-appointments?date=2025-03-05', ['client', 'organization_admin']);
    expect(await screen.findByRole('region', { name: 'Анна Волкова' })).toHaveTextContent('Иван');
    expect(screen.queryByText('Записи салона доступны владельцу и администраторам организации')).toBeNull();
    await waitFor(() => expect(rememberedRole()).toBe('organization_admin'));
    expect(app.api.callsTo('GET /appointments/calendar')[0].query.get('master_id')).toBeNull();
  });

  it("an owner working as a client (a client's booking made from the owner's account) opens /records as the owner", async () => {
    rememberRole('client');
    openSalon('/records?date=2025-03-05', ['organization', 'client']);
    expect(await screen.findByRole('region', { name: 'Мария Соколова' })).toHaveTextContent('Маникюр');
    await waitFor(() => expect(rememberedRole()).toBe('organization'));
  });

  it("managingRole: the current managing role, else the path's, else any managing role, else none", () => {
    expect(managingRole(['organization', 'organization_admin'], 'organization_admin', '/records')).toBe(
      'organization_admin',
    );
    expect(managingRole(['client', 'organization', 'organization_admin'], 'client', '/records')).toBe('organization');
    expect(managingRole(['client', 'organization', 'organization_admin'], 'client', '/salon-appointments')).toBe(
      'organization_admin',
    );
    expect(managingRole(['client', 'organization_admin'], 'client', '/records')).toBe('organization_admin');
    expect(managingRole(['client', 'master', 'organization_master'], 'master', '/records')).toBeNull();
  });

  it('is only for the owner and admins: a client is told so, and nothing is asked', async () => {
    const app = openSalon('/records', ['client']);
    expect(
      await screen.findByText('Записи салона доступны владельцу и администраторам организации'),
    ).toBeInTheDocument();
    expect(app.api.callsTo('GET /appointments/calendar')).toHaveLength(0);
    expect(app.api.callsTo('GET /organizations/my/team')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import type { PublicSession } from '../../api/sessions';
import { reply, type ApiCall, type Handler } from '../../test/api-mock';
import { appointment } from '../../test/appointment-factory';
import { renderWithApp } from '../../test/render';
import PublicMasterPage from './PublicMasterPage';
import PublicOrganizationPage from './PublicOrganizationPage';

const master: PublicMasterResponse = {
  rating: null,
  reviews_count: 0,
  id: 5,
  first_name: 'Ольга',
  last_name: 'Ким',
  category: 'Спорт',
  specialization: null,
  address: 'Москва, Лесная 3',
  latitude: null,
  longitude: null,
  about: null,
  phone: null,
  email: null,
  organization: null,
  services: [],
};

function session(id: number, startsAt: string, left: number, capacity = 12): PublicSession {
  return {
    id,
    service: { id: 21, name: 'Йога', duration_minutes: 60, price: 800, deposit: null },
    master: { id: 5, first_name: 'Ольга', last_name: 'Ким' },
    starts_at: startsAt,
    ends_at: startsAt.replace('T18:00', 'T19:00'),
    capacity,
    seats_left: left,
  };
}

// 2026-12-03 is a Thursday
const sessions = [session(41, '2026-12-03T18:00:00+03:00', 3), session(42, '2026-12-10T18:00:00+03:00', 0)];

function open(api: Record<string, Handler> = {}) {
  return renderWithApp(<PublicMasterPage />, {
    route: '/master/olga',
    path: '/master/:deepLink',
    roles: ['client'],
    api: {
      'GET /public/master/olga': master,
      'GET /public/master/olga/sessions': { sessions },
      ...api,
    },
  });
}

describe('group sessions on a public page', { timeout: 15000 }, () => {
  it('lists the coming sessions with the seats left, a full one as «Мест нет»', async () => {
    open();
    expect(await screen.findByText('Йога · чт 18:00 · осталось 3 из 12', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('Йога · чт 18:00 · Мест нет')).toBeInTheDocument();
    expect(screen.getByText('Групповые занятия')).toBeInTheDocument();
  });

  it('books a seat in two taps: the session, then «Записаться»', async () => {
    let asked: ApiCall | null = null;
    open({
      'POST /appointments': (call: ApiCall) => {
        asked = call;
        return {
          status: 201,
          body: { ...appointment({ id: 77, starts_at: '2026-12-03T18:00:00+03:00' }), session_id: 41 },
        };
      },
      'GET /appointments/77/ics-link': { url: 'https://x/y.ics', file_name: 'y.ics' },
    });
    fireEvent.click(await screen.findByText('Йога · чт 18:00 · осталось 3 из 12', {}, { timeout: 10000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Йога' }, { timeout: 5000 });
    expect(within(sheet).getByText('осталось 3 из 12')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Записаться' }));
    expect(await screen.findByText('Вы записаны!', {}, { timeout: 10000 })).toBeInTheDocument();
    expect((asked as ApiCall | null)?.body).toMatchObject({ session_id: 41 });
    expect(typeof ((asked as ApiCall | null)?.body as { idempotency_key?: unknown }).idempotency_key).toBe('string');
  });

  it('a full session offers the waitlist for that session', async () => {
    let joined: unknown = null;
    open({
      'POST /waitlist': (call: ApiCall) => {
        joined = call.body;
        return { status: 201, body: { id: 1 } };
      },
    });
    fireEvent.click(await screen.findByText('Йога · чт 18:00 · Мест нет', {}, { timeout: 10000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Йога' }, { timeout: 5000 });
    expect(within(sheet).queryByRole('button', { name: 'Записаться' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'В лист ожидания' }));
    expect(await within(sheet).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Вы в листе ожидания');
    expect(joined).toEqual({ session_id: 42 });
  });

  it('the last seat taken meanwhile: «Мест нет» and the waitlist instead of an error alone', async () => {
    open({ 'POST /appointments': reply(409, { detail: 'Мест нет', code: 'session_full' }) });
    fireEvent.click(await screen.findByText('Йога · чт 18:00 · осталось 3 из 12', {}, { timeout: 10000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Йога' }, { timeout: 5000 });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Записаться' }));
    expect(await within(sheet).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Последнее место только что заняли',
    );
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'В лист ожидания' })).toBeInTheDocument());
  });

  it('the organization page names each session’s master; no sessions, no section', async () => {
    const organization: PublicOrganizationResponse = {
      rating: null,
      reviews_count: 0,
      id: 7,
      name: 'Студия Лотос',
      category: 'Спорт',
      description: null,
      address: null,
      latitude: null,
      longitude: null,
      phone: null,
      email: null,
      deep_link: 'lotus',
      masters: [],
      services: [],
    };
    renderWithApp(<PublicOrganizationPage />, {
      route: '/organization/lotus',
      path: '/organization/:deepLink',
      roles: ['client'],
      api: { 'GET /public/organization/lotus': organization, 'GET /public/organization/lotus/sessions': { sessions } },
    });
    expect(await screen.findByText('Йога · чт 18:00 · осталось 3 из 12', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByText(/Ольга Ким/).length).toBeGreaterThan(0);
  });

  it('shows no section when the page has no sessions', async () => {
    open({ 'GET /public/master/olga/sessions': { sessions: [] } });
    await screen.findByText('Ольга Ким', {}, { timeout: 10000 }).catch(() => undefined);
    await waitFor(() => expect(screen.queryByText('Групповые занятия')).toBeNull());
  });
});

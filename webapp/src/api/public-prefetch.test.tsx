import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { mockApi, reply } from '../test/api-mock';
import { prefetchPublicPage, usePublicMaster } from './public';
import { queryKeys } from './query-keys';
import { firstSlotsDate } from './slots';

function MasterName({ link }: { link: string }) {
  const q = usePublicMaster(link, 'Мастер не найден');
  if (q.isPending) return <p>Загрузка</p>;
  return <p>{q.isError ? q.error.message : q.data.first_name}</p>;
}

/** The page's own query, on the client the start-up asked with. */
const renderWith = (client: ReturnType<typeof createQueryClient>, link: string) =>
  render(
    <QueryClientProvider client={client}>
      <MasterName link={link} />
    </QueryClientProvider>,
  );

describe('a public page asked for at start-up', () => {
  it('asks /master/<link> before the page exists, and the page shows that answer without asking again', async () => {
    const api = mockApi({ 'GET /public/master/maria': { first_name: 'Мария', services: [] } });
    const client = createQueryClient();
    prefetchPublicPage(client, '/master/maria');
    await waitFor(() => expect(api.callsTo('GET /public/master/maria')).toHaveLength(1));

    renderWith(client, 'maria');
    expect(await screen.findByText('Мария')).toBeInTheDocument();
    expect(api.callsTo('GET /public/master/maria')).toHaveLength(1);
  });

  it('then asks the free times of the service the page shows first (?service=, else the first)', async () => {
    const slots = {
      time_zone: 'Europe/Moscow',
      configured: true,
      master_id: 5,
      service: { id: 12, duration_minutes: 60 },
      days: [],
    };
    const api = mockApi({
      'GET /public/master/maria': { first_name: 'Мария', services: [{ id: 11 }, { id: 12 }] },
      'GET /public/master/maria/slots': slots,
      'GET /public/organization-master/m-abc123': { first_name: 'Мария', services: [{ id: 31 }] },
      'GET /public/organization-master/m-abc123/slots': { ...slots, service: { id: 31, duration_minutes: 60 } },
    });
    const client = createQueryClient();
    prefetchPublicPage(client, '/master/maria', '?service=12');
    prefetchPublicPage(client, '/organization-master/m-abc123');
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/slots'))).toHaveLength(2));
    const [master] = api.callsTo('GET /public/master/maria/slots');
    expect(master.query.get('service_id')).toBe('12');
    expect(master.query.get('from')).toBe(firstSlotsDate(new Date()));
    expect(api.callsTo('GET /public/organization-master/m-abc123/slots')[0].query.get('service_id')).toBe('31');
    expect(client.getQueryData(queryKeys.masterSlots('master', 'maria', 12))).toBeDefined();
  });

  it("keeps a refusal for the page to show (the server's words), without a retry", async () => {
    const api = mockApi({ 'GET /public/master/gone': reply(404, { detail: 'Мастер не найден' }) });
    const client = createQueryClient();
    prefetchPublicPage(client, '/master/gone');
    renderWith(client, 'gone');
    expect(await screen.findByText('Мастер не найден')).toBeInTheDocument();
    expect(api.callsTo('GET /public/master/gone')).toHaveLength(1);
  });

  it('asks the organization and organization-master pages (with their sections) too, and nothing for other or malformed addresses', async () => {
    const api = mockApi({
      'GET /public/organization/leto': { name: 'Лето', services: [{ id: 1 }] },
      'GET /public/organization-master/m-abc123': { first_name: 'Мария', services: [] },
      'GET /public/organization/leto/reviews': { items: [], next_cursor: null },
      'GET /public/organization-master/m-abc123/reviews': { items: [], next_cursor: null },
      'GET /public/organization/leto/sessions': { items: [] },
    });
    const client = createQueryClient();
    for (const path of [
      '/organization/leto',
      '/organization-master/m-abc123',
      '/profile',
      '/master/',
      '/master/a b',
      '/master/x/y',
    ])
      prefetchPublicPage(client, path);
    // each page with its reviews, and an organization's group sessions (a master in an organization has none of its own)
    await waitFor(() => expect(api.calls).toHaveLength(5));
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      '/public/organization-master/m-abc123',
      '/public/organization-master/m-abc123/reviews',
      '/public/organization/leto',
      '/public/organization/leto/reviews',
      '/public/organization/leto/sessions',
    ]);
  });
});

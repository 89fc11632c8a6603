import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { mockApi, reply } from '../test/api-mock';
import { prefetchPublicPage, usePublicMaster } from './public';

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

  it("keeps a refusal for the page to show (the server's words), without a retry", async () => {
    const api = mockApi({ 'GET /public/master/gone': reply(404, { detail: 'Мастер не найден' }) });
    const client = createQueryClient();
    prefetchPublicPage(client, '/master/gone');
    renderWith(client, 'gone');
    expect(await screen.findByText('Мастер не найден')).toBeInTheDocument();
    expect(api.callsTo('GET /public/master/gone')).toHaveLength(1);
  });

  it('asks the organization and organization-master pages too, and nothing for other or malformed addresses', async () => {
    const api = mockApi({
      'GET /public/organization/leto': { name: 'Лето' },
      'GET /public/organization-master/m-abc123': { first_name: 'Мария' },
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
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      '/public/organization-master/m-abc123',
      '/public/organization/leto',
    ]);
  });
});

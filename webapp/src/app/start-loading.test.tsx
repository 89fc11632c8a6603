import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { defaultHandlers, TEST_USER } from '../test/render';
import { fakeTelegram } from '../test/telegram-fake';
import { AppProviders } from './App';
import { createQueryClient } from './query-client';
import { RegistrationProvider, startRegistrationCheck, useRegistration } from './registration';

function Status() {
  const { status } = useRegistration();
  return <p>Статус: {status}</p>;
}

describe('start-up loading', () => {
  it('sends the registration check before the first render and answers with it once the first page is there', async () => {
    fakeTelegram.setUser(TEST_USER);
    const api = mockApi(defaultHandlers({ roles: ['client'] }));
    let codeArrived!: () => void;
    startRegistrationCheck(new Promise<void>((resolve) => (codeArrived = resolve)));
    await waitFor(() => expect(api.callsTo('GET /registration/check')).toHaveLength(1)); // before anything renders

    render(
      <AppProviders queryClient={createQueryClient()} splash={{ minMs: 0, maxMs: 5000 }}>
        <MemoryRouter>
          <RegistrationProvider>
            <Status />
          </RegistrationProvider>
        </MemoryRouter>
      </AppProviders>,
    );
    // the first page's code has not arrived: still starting
    expect(screen.getByText('Статус: loading')).toBeInTheDocument();
    codeArrived();
    expect(await screen.findByText('Статус: registered')).toBeInTheDocument();
    expect(api.callsTo('GET /registration/check')).toHaveLength(1);
  });
});

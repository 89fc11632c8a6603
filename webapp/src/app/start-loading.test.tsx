import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { defaultHandlers, TEST_USER } from '../test/render';
import { fakeTelegram } from '../test/telegram-fake';
import { AppProviders } from './App';
import { createQueryClient } from './query-client';
import {
  afterFirstScreen,
  RegistrationProvider,
  startRegistrationCheck,
  useRegistration,
} from '../session/registration';

function Status() {
  const { status } = useRegistration();
  return <p>Статус: {status}</p>;
}

describe('start-up loading', () => {
  it('sends the registration check before the first render, and the app takes that answer (one call)', async () => {
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
    expect(screen.getByText('Статус: loading')).toBeInTheDocument();
    codeArrived();
    expect(await screen.findByText('Статус: registered')).toBeInTheDocument();
    expect(api.callsTo('GET /registration/check')).toHaveLength(1);
  });

  describe('the start-up answer and the first page', () => {
    afterEach(() => vi.useRealTimers());

    function watch<T>(p: Promise<T>) {
      const state: { value?: T } = {};
      void p.then((value) => (state.value = value));
      return state;
    }

    it("counts only once the first page's code is there", async () => {
      vi.useFakeTimers();
      let codeArrived!: () => void;
      const answer = watch(
        afterFirstScreen(Promise.resolve('зарегистрирован'), new Promise<void>((r) => (codeArrived = r)), 5000),
      );
      await vi.advanceTimersByTimeAsync(4000);
      expect(answer.value).toBeUndefined(); // the answer came at once; the page's code has not
      codeArrived();
      await vi.advanceTimersByTimeAsync(0);
      expect(answer.value).toBe('зарегистрирован');
    });

    it("does not wait past the splash's longest time for code that never comes", async () => {
      vi.useFakeTimers();
      const answer = watch(afterFirstScreen(Promise.resolve('зарегистрирован'), new Promise(() => undefined), 3000));
      await vi.advanceTimersByTimeAsync(2999);
      expect(answer.value).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer.value).toBe('зарегистрирован');
    });
  });
});

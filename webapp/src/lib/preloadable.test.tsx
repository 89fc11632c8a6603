import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Нажато {n}</button>;
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Загрузка</p>}>{node}</Suspense>;

describe('preloadable pages', () => {
  it('renders at once, with no loading state, when its code was loaded beforehand', async () => {
    const Page = preloadable(() => Promise.resolve({ default: () => <h1>Профиль</h1> }));
    await Page.preload();
    render(inSuspense(<Page />));
    // synchronously: a React.lazy page would show its fallback here first
    expect(screen.getByRole('heading', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).toBeNull();
  });

  it('shows the fallback until its code arrives, then keeps the same page (its state) on later renders', async () => {
    let arrive!: (m: { default: ComponentType }) => void;
    const Page = preloadable(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const view = render(inSuspense(<Page />));
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: Counter });
      await Promise.resolve(); // let the lazy component take its code
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Нажато 0' }));
    view.rerender(inSuspense(<Page />));
    expect(screen.getByRole('button', { name: 'Нажато 1' })).toBeInTheDocument();
  });

  it('loads its code once however often it is asked, and tries again after a failure', async () => {
    let calls = 0;
    const Page = preloadable((): Promise<{ default: ComponentType }> => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <p>Есть</p> });
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(calls).toBe(2);
    render(inSuspense(<Page />));
    expect(screen.getByText('Есть')).toBeInTheDocument();
  });
});

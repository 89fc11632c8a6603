import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (once); resolves when a render will no longer suspend. */
  preload(): Promise<void>;
};

/**
 * React.lazy that does not suspend once its code has loaded. A lazy component suspends at its first
 * render even when its chunk arrived long before, and React then keeps the finished screen behind the
 * fallback for at least 300 ms (its Suspense throttle): the profile sat behind a spinner for 300 ms with
 * all its code and data in hand (npm run bench, CPU 4x slower). Each mounted instance keeps what it
 * started with, so a page never remounts when its code arrives.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a later render tries again (and its error boundary shows the failure)
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload });
}

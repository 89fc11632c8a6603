/** Runs `fn` when the browser is idle (at the latest after `maxMs`); returns the cancel. */
export function whenIdle(fn: () => void, maxMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: maxMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, maxMs / 2);
  return () => window.clearTimeout(id);
}

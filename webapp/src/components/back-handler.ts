// A screen inside a page that has a step of its own to go back to (the booking's confirmation returns to the
// times): while it is shown, Telegram's BackButton and the page's arrow run its handler instead of leaving.
import { createContext, useContext, useEffect, useRef } from 'react';

export interface BackHandlers {
  /** Puts a handler on top (the last one pushed runs); the returned function takes it off again. */
  push(handler: () => void): () => void;
}

/** Given by Page to everything inside it. */
export const BackHandlerContext = createContext<BackHandlers | null>(null);

/**
 * While the calling component is mounted and `handler` is not null, Back (Telegram's BackButton, or the
 * page's arrow in a browser) runs `handler` instead of the page's own back. The latest `handler` runs.
 */
export function useBackHandler(handler: (() => void) | null): void {
  const handlers = useContext(BackHandlerContext);
  const latest = useRef(handler);
  latest.current = handler;
  const active = handler !== null;
  useEffect(() => {
    if (!handlers || !active) return undefined;
    return handlers.push(() => latest.current?.());
  }, [handlers, active]);
}

import { useEffect, useRef, useState } from 'react';
import { suggestDeepLink, useDeepLinkAvailability, type DeepLinkStatus } from '../../api/deep-links';
import { DEEP_LINK_MIN } from '../../lib/validation';

export const OWNER_SUGGEST_DELAY_MS = 800;
const SUGGEST_MIN_CHARS = 3;

/** Master: checks the typed link 500 ms after the last keystroke; a link too short is taken at once. */
export function useDeepLinkCheck(link: string): DeepLinkStatus {
  const tooShort = link.length < DEEP_LINK_MIN;
  return useDeepLinkAvailability(link, tooShort ? (link ? 'taken' : 'unknown') : null);
}

/** Owner: suggests a link from the organization name (>= 3 characters) 800 ms after the last keystroke. */
export function useDeepLinkSuggestion(name: string): { link: string; status: DeepLinkStatus } {
  const [state, setState] = useState<{ link: string; status: DeepLinkStatus }>({ link: '', status: 'unknown' });
  const seq = useRef(0);
  useEffect(() => {
    const id = ++seq.current;
    const trimmed = name.trim();
    if (trimmed.length < SUGGEST_MIN_CHARS) {
      setState({ link: '', status: 'unknown' });
      return undefined;
    }
    setState((s) => ({ ...s, status: 'checking' }));
    const timer = setTimeout(() => {
      void suggestDeepLink(trimmed).then((res) => {
        if (id !== seq.current) return;
        if (!res || !res.suggested_link) setState({ link: '', status: 'taken' });
        else setState({ link: res.suggested_link, status: res.available ? 'available' : 'taken' });
      });
    }, OWNER_SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);
  return state;
}

import { useEffect, useRef, useState } from 'react';
import { DEEP_LINK_MIN } from '../../lib/validation';
import { checkDeepLink, suggestDeepLink } from './api';
import type { DeepLinkStatus } from './form-rules';

export const MASTER_CHECK_DELAY_MS = 500;
export const OWNER_SUGGEST_DELAY_MS = 800;
const SUGGEST_MIN_CHARS = 3;

/** Master: checks the typed link 500 ms after the last keystroke. */
export function useDeepLinkCheck(link: string): DeepLinkStatus {
  const [status, setStatus] = useState<DeepLinkStatus>('unknown');
  const seq = useRef(0);
  useEffect(() => {
    const id = ++seq.current;
    if (link.length < DEEP_LINK_MIN) {
      setStatus(link ? 'taken' : 'unknown');
      return undefined;
    }
    setStatus('checking');
    const timer = setTimeout(() => {
      void checkDeepLink(link).then((available) => {
        if (id === seq.current) setStatus(available ? 'available' : 'taken');
      });
    }, MASTER_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link]);
  return status;
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

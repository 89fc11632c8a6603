import { useEffect, useState } from 'react';
import { checkDeepLink } from './api';
import { DEEP_LINK_PATTERN } from './organization-form';

export type DeepLinkState = 'unknown' | 'checking' | 'available' | 'taken';

export const DEEP_LINK_DEBOUNCE_MS = 500;

/**
 * Debounced availability of a deep link. The organization's current link (`own`) is available to it;
 * a malformed or short link stays 'unknown' (the form shows its own message).
 */
export function useDeepLinkCheck(link: string, own?: string): DeepLinkState {
  const [state, setState] = useState<DeepLinkState>('unknown');
  const value = link.trim();

  useEffect(() => {
    if (own !== undefined && value === own) {
      setState('available');
      return undefined;
    }
    if (!DEEP_LINK_PATTERN.test(value)) {
      setState('unknown');
      return undefined;
    }
    setState('checking');
    let cancelled = false;
    const timer = setTimeout(() => {
      void checkDeepLink(value).then((available) => {
        if (!cancelled) setState(available ? 'available' : 'taken');
      });
    }, DEEP_LINK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, own]);

  return state;
}

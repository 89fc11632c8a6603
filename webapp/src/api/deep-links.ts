// The deep links' namespace (GET /registration/check-deep-link-availability, POST
// /registration/suggest-deep-link): asked by the registration forms and the organization's forms alike.
import { useEffect, useState } from 'react';
import type { DeepLinkAvailabilityResponse, SuggestDeepLinkResponse } from '@api/registration/registration.contract';
import { api } from '../lib/api-client';

/** A failed check counts as unavailable, so a link is never taken on a guess. */
export async function checkDeepLink(link: string): Promise<boolean> {
  try {
    const res = await api<DeepLinkAvailabilityResponse>(
      'GET',
      `/registration/check-deep-link-availability?deep_link=${encodeURIComponent(link)}`,
    );
    return Boolean(res?.available);
  } catch {
    return false;
  }
}

/** null when the suggestion failed. */
export async function suggestDeepLink(name: string): Promise<SuggestDeepLinkResponse | null> {
  try {
    return await api<SuggestDeepLinkResponse>('POST', '/registration/suggest-deep-link', { name });
  } catch {
    return null;
  }
}

export type DeepLinkStatus = 'unknown' | 'checking' | 'available' | 'taken';

/** The availability check waits 500 ms after the last keystroke: one request per pause, not per letter. */
export const DEEP_LINK_CHECK_DELAY_MS = 500;

/**
 * The debounced availability of `link`. `precheck` is what the form knows without asking (a link too
 * short or malformed, or the organization's own link); the server is asked only when it says null.
 * An answer that comes after the link changed again is dropped.
 */
export function useDeepLinkAvailability(link: string, precheck: DeepLinkStatus | null): DeepLinkStatus {
  const [status, setStatus] = useState<DeepLinkStatus>(precheck ?? 'unknown');
  useEffect(() => {
    if (precheck !== null) {
      setStatus(precheck);
      return undefined;
    }
    setStatus('checking');
    let cancelled = false;
    const timer = setTimeout(() => {
      void checkDeepLink(link).then((available) => {
        if (!cancelled) setStatus(available ? 'available' : 'taken');
      });
    }, DEEP_LINK_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [link, precheck]);
  return status;
}

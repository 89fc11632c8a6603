// /registration: the start-up check, the three sign-ups, joining through an invitation, and the deep
// link's availability (asked by the registration forms and the organization's forms alike).
import { useEffect, useState } from 'react';
import type {
  ClientRegistrationRequest,
  DeepLinkAvailabilityResponse,
  MasterRegistrationRequest,
  MasterRegistrationResponse,
  OwnerRegistrationRequest,
  OwnerRegistrationResponse,
  RegisterOrganizationMasterRequest,
  RegisterOrganizationMasterResponse,
  RegistrationCheckResponse,
  RegistrationResponse,
  SuggestDeepLinkResponse,
} from '@api/registration/registration.contract';
import { api } from '../lib/api-client';
import { initData } from '../lib/telegram';

/** GET /registration/check. Without Telegram data no call at all; a failure means unregistered (spec 8). */
export async function fetchRegistration(): Promise<RegistrationCheckResponse> {
  if (!initData()) return { exists: false };
  try {
    return await api<RegistrationCheckResponse>('GET', '/registration/check');
  } catch {
    return { exists: false };
  }
}

export function registerClient(body: ClientRegistrationRequest, errorDefault: string) {
  return api<RegistrationResponse>('POST', '/registration/client', body, { errorDefault });
}

export function registerMaster(body: MasterRegistrationRequest, errorDefault: string) {
  return api<MasterRegistrationResponse>('POST', '/registration/master', body, { errorDefault });
}

export function registerOwner(body: OwnerRegistrationRequest, errorDefault: string) {
  return api<OwnerRegistrationResponse>('POST', '/registration/owner', body, { errorDefault });
}

/** A new user joins an organization through its invitation (no owner decision). */
export function registerOrganizationMaster(
  body: RegisterOrganizationMasterRequest,
  errorDefault: string,
): Promise<RegisterOrganizationMasterResponse> {
  return api<RegisterOrganizationMasterResponse>('POST', '/registration/register-organization-master', body, {
    errorDefault,
  });
}

/** A failed check counts as unavailable (spec 8). */
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

/** Spec 9: the availability check waits 500 ms after the last keystroke. */
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

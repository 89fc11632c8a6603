// /registration: the start-up check, the three sign-ups and joining through an invitation (the deep-link
// checks under /registration are in ./deep-links.ts: the start-up code needs none of them).
import type {
  ClientRegistrationRequest,
  MasterRegistrationRequest,
  MasterRegistrationResponse,
  OwnerRegistrationRequest,
  OwnerRegistrationResponse,
  RegisterOrganizationMasterRequest,
  RegisterOrganizationMasterResponse,
  RegistrationCheckResponse,
  RegistrationResponse,
} from '@api/registration/registration.contract';
import { api } from '../lib/api-client';
import { initData } from '../lib/telegram';

declare global {
  interface Window {
    /** The check index.html sent with the page for these init data: its answer (null: failed), taken once. */
    __startCheck?: {
      initData: string;
      answer: Promise<RegistrationCheckResponse | null>;
      body?: RegistrationCheckResponse | null;
    };
  }
}

const earlyFor = (data: string) => (window.__startCheck?.initData === data ? window.__startCheck : undefined);

/** The answer of the check index.html sent, if it has arrived already (for the current init data). */
export function arrivedCheck(): RegistrationCheckResponse | null {
  const data = initData();
  return (data && earlyFor(data)?.body) || null;
}

/** The answer of the check index.html sent before any of the app's code loaded, if it was for these init data. */
async function earlyCheck(data: string): Promise<RegistrationCheckResponse | null> {
  const early = earlyFor(data);
  window.__startCheck = undefined;
  // a failed one is asked again through the API client (which reports the failure)
  return early ? early.answer : null;
}

/** GET /registration/check. Without Telegram data no call at all; a failure means unregistered (the registration
 *  screen is the safe place to land). The first call takes the check index.html started. */
export async function fetchRegistration(): Promise<RegistrationCheckResponse> {
  const data = initData();
  if (!data) return { exists: false };
  const early = await earlyCheck(data);
  if (early) return early;
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

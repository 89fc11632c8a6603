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

/** GET /registration/check. Without Telegram data no call at all; a failure means unregistered (the registration
 *  screen is the safe place to land). */
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

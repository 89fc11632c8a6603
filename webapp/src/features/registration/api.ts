import type {
  ClientRegistrationRequest,
  DeepLinkAvailabilityResponse,
  MasterRegistrationRequest,
  MasterRegistrationResponse,
  OwnerRegistrationRequest,
  OwnerRegistrationResponse,
  RegistrationResponse,
  SuggestDeepLinkResponse,
} from '@api/registration/registration.contract';
import { api } from '../../lib/api-client';

export function registerClient(body: ClientRegistrationRequest, errorDefault: string) {
  return api<RegistrationResponse>('POST', '/registration/client', body, { errorDefault });
}

export function registerMaster(body: MasterRegistrationRequest, errorDefault: string) {
  return api<MasterRegistrationResponse>('POST', '/registration/master', body, { errorDefault });
}

export function registerOwner(body: OwnerRegistrationRequest, errorDefault: string) {
  return api<OwnerRegistrationResponse>('POST', '/registration/owner', body, { errorDefault });
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

export async function suggestDeepLink(name: string): Promise<SuggestDeepLinkResponse | null> {
  try {
    return await api<SuggestDeepLinkResponse>('POST', '/registration/suggest-deep-link', { name });
  } catch {
    return null;
  }
}

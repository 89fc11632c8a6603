import { useDeepLinkAvailability, type DeepLinkStatus } from '../../api/deep-links';
import { DEEP_LINK_PATTERN } from './organization-form';

/**
 * Debounced availability of an organization's deep link. Its current link (`own`) is available to it;
 * a malformed or short link stays 'unknown' (the form shows its own message).
 */
export function useDeepLinkCheck(link: string, own?: string): DeepLinkStatus {
  const value = link.trim();
  let precheck: DeepLinkStatus | null = null;
  if (own !== undefined && value === own) precheck = 'available';
  else if (!DEEP_LINK_PATTERN.test(value)) precheck = 'unknown';
  return useDeepLinkAvailability(value, precheck);
}

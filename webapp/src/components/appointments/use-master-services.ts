// The services a master can be booked for, read from their public page (the same list clients see): an
// independent master's by their link, a salon master's by their master code.
import { useTranslation } from '../../lib/use-translation';
import { parseLink } from '@api/deep-links/link-grammar';
import type { PublicService } from '@api/public/public.contract';
import { usePublicMaster, usePublicOrganizationMaster } from '../../api/public';
import { useMasterCode } from '../../api/users';

export interface MasterRef {
  kind: 'master' | 'organization_master';
  value: string;
}

/** The signed-in master's own page, from their booking link (t.me/<bot>?start=master_… or org_master_…). */
export function useOwnMasterRef(): MasterRef | null {
  const code = useMasterCode();
  const link = code.data?.booking_link;
  if (!link) return null;
  let payload: string | null;
  try {
    payload = new URL(link).searchParams.get('start');
  } catch {
    payload = null;
  }
  const parsed = payload ? parseLink(payload) : null;
  return parsed && (parsed.kind === 'master' || parsed.kind === 'organization_master')
    ? { kind: parsed.kind, value: parsed.value }
    : null;
}

export function useMasterServices(ref: MasterRef | null): {
  services: PublicService[];
  pending: boolean;
  error: string | null;
} {
  const { t } = useTranslation('appointments');
  const independent = usePublicMaster(ref?.value ?? '', t('loadError'), ref?.kind === 'master');
  const inSalon = usePublicOrganizationMaster(ref?.value ?? '', t('loadError'), ref?.kind === 'organization_master');
  const query = ref?.kind === 'master' ? independent : inSalon;
  if (!ref) return { services: [], pending: false, error: null };
  return {
    services: query.data?.services ?? [],
    pending: query.isPending,
    error: query.isError ? query.error.message : null,
  };
}

// /public: the pages anyone may open by a link (organization, master, master in an organization).
import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isLinkCode } from '@api/deep-links/link-grammar';
import type { PublicMasterResponse, PublicOrganizationResponse } from '@api/public/public.contract';
import { api } from '../lib/api-client';
import { addDays, localDateOf } from '../lib/zoned-time';
import { favoritesQuery } from './favorites';
import { queryKeys } from './query-keys';
import { publicReviewsQuery } from './reviews';
import { PUBLIC_SESSIONS_DAYS, publicSessionsQuery } from './sessions';
import { prefetchFirstSlots } from './slots'; // not a lazy import: its chunk came with the page's code, ~0.8 s late

/** The public pages by the first segment of their address: the query each page asks, and its API path. */
const PUBLIC_PAGES: Record<string, { key: (link: string) => QueryKey; path: string }> = {
  master: { key: queryKeys.publicMaster, path: 'master' },
  organization: { key: queryKeys.publicOrganization, path: 'organization' },
  'organization-master': { key: queryKeys.publicOrganizationMaster, path: 'organization-master' },
};

/**
 * The public page the app was opened at (a bot's deep link lands there), asked for at start-up beside the
 * page's code and the registration check (with its reviews and group sessions), so the page renders with its data instead of asking once its
 * code has run. The page's own query then finds it (same key; a failure is kept and shown the same way).
 */
export function prefetchPublicPage(client: QueryClient, pathname: string, search = ''): void {
  const [, first = '', link, rest] = pathname.split('/');
  const page = Object.hasOwn(PUBLIC_PAGES, first) ? PUBLIC_PAGES[first] : null;
  if (!page || rest !== undefined || !isLinkCode(link)) return;
  const answer = client.fetchQuery({
    queryKey: page.key(link),
    queryFn: () => api<{ services: { id: number }[] }>('GET', `/public/${page.path}/${encodeURIComponent(link)}`),
    retry: false,
  });
  // the page's other sections, asked for beside it rather than once it has rendered
  void client.prefetchInfiniteQuery(
    publicReviewsQuery(first as 'master' | 'organization' | 'organization-master', link),
  );
  if (first !== 'organization-master') {
    const from = localDateOf(new Date());
    const kind = first as 'master' | 'organization';
    void client.prefetchQuery(publicSessionsQuery(kind, link, from, addDays(from, PUBLIC_SESSIONS_DAYS)));
  }
  if (first === 'organization') {
    void answer.catch(() => undefined); // the page shows a failure itself
    return;
  }
  // a master's page shows its chosen service's free times at once (?service=, else the first): ask for them too
  const wanted = Number(new URLSearchParams(search).get('service'));
  void answer
    .then(async ({ services }) => {
      const service = services.find((s) => s.id === wanted) ?? services[0];
      if (!service) return;
      await prefetchFirstSlots(client, { kind: first as 'master' | 'organization-master', code: link }, service.id);
    })
    .catch(() => undefined);
}

/** A registered visitor's part of a public page (its heart: their favorites), asked for once the check says so. */
export function prefetchPublicPageOfMember(client: QueryClient, pathname: string): void {
  const [, first = '', link, rest] = pathname.split('/');
  if (!Object.hasOwn(PUBLIC_PAGES, first) || rest !== undefined || !isLinkCode(link)) return;
  void client.prefetchQuery(favoritesQuery());
}

/** A public page's answer: no retry (a 404 stays a 404), nothing asked while `enabled` is false. */
function usePublic<T>(queryKey: QueryKey, path: string, errorDefault: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => api<T>('GET', path, undefined, { errorDefault }),
    retry: false,
    enabled,
  });
}

export function usePublicOrganization(deepLink: string, errorDefault: string, enabled = true) {
  const path = `/public/organization/${encodeURIComponent(deepLink)}`;
  return usePublic<PublicOrganizationResponse>(queryKeys.publicOrganization(deepLink), path, errorDefault, enabled);
}

export function usePublicMaster(deepLink: string, errorDefault: string, enabled = true) {
  const path = `/public/master/${encodeURIComponent(deepLink)}`;
  return usePublic<PublicMasterResponse>(queryKeys.publicMaster(deepLink), path, errorDefault, enabled);
}

export function usePublicOrganizationMaster(masterCode: string, errorDefault: string, enabled = true) {
  const path = `/public/organization-master/${encodeURIComponent(masterCode)}`;
  return usePublic<PublicMasterResponse>(queryKeys.publicOrganizationMaster(masterCode), path, errorDefault, enabled);
}

/** A master's public page by the master's link or code (staff read their services from it). */
export function fetchPublicMasterPage(ref: { kind: 'master' | 'organization_master'; value: string }) {
  const path = ref.kind === 'master' ? 'master' : 'organization-master';
  return api<PublicMasterResponse>('GET', `/public/${path}/${encodeURIComponent(ref.value)}`);
}

// /admin (the super admin's panel): stats, the users table, a user's details, block and unblock.
import { useQuery } from '@tanstack/react-query';
import type {
  AdminAppointmentsResponse,
  AdminStatsResponse,
  AdminUserDetails,
  AdminUsersResponse,
  BlockResponse,
} from '@api/admin/admin.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_LIST_LIMIT = 100;

export type UserTypeFilter = '' | 'client' | 'master' | 'organization';
export type BlockedFilter = '' | 'true' | 'false';

export interface AdminUsersQuery {
  page: number;
  limit: number;
  search?: string;
  user_type?: UserTypeFilter;
  is_blocked?: BlockedFilter;
}

export function adminUsersPath(q: AdminUsersQuery): string {
  const params = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
  if (q.search?.trim()) params.set('search', q.search.trim());
  if (q.user_type) params.set('user_type', q.user_type);
  if (q.is_blocked) params.set('is_blocked', q.is_blocked);
  return `/admin/users?${params.toString()}`;
}

export function useAdminStats(errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.adminStats,
    queryFn: () => api<AdminStatsResponse>('GET', '/admin/stats', undefined, { errorDefault }),
  });
}

export function useAdminUsers(q: AdminUsersQuery, errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.adminUsers(q),
    queryFn: () => api<AdminUsersResponse>('GET', adminUsersPath(q), undefined, { errorDefault }),
    placeholderData: (prev) => prev,
  });
}

export function useAdminUserDetails(id: number | null, errorDefault: string) {
  return useQuery({
    queryKey: queryKeys.adminUser(id),
    queryFn: () => api<AdminUserDetails>('GET', `/admin/users/${id}`, undefined, { errorDefault }),
    enabled: id !== null,
  });
}

export function useTodayAppointments() {
  return useQuery({
    queryKey: queryKeys.adminAppointmentsToday,
    queryFn: () => api<AdminAppointmentsResponse>('GET', '/admin/appointments/today').then((r) => r.appointments),
  });
}

export function blockUser(id: number, errorDefault: string): Promise<BlockResponse> {
  return api<BlockResponse>('POST', `/admin/users/${id}/block`, undefined, { errorDefault });
}

export function unblockUser(id: number, errorDefault: string): Promise<BlockResponse> {
  return api<BlockResponse>('POST', `/admin/users/${id}/unblock`, undefined, { errorDefault });
}

// Support in the chat: the caller's thread with the platform's support, and the super admin's inbox.
import { useQuery } from '@tanstack/react-query';
import type {
  AdminSupportConversationsResponse,
  AdminSupportThreadResponse,
  SetManagerResponse,
  SupportThreadResponse,
} from '@api/support/support.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The caller's thread (and their Enterprise business's personal manager). */
export function useSupportThread(enabled = true) {
  return useQuery({
    queryKey: queryKeys.mySupport,
    queryFn: () => api<SupportThreadResponse>('GET', '/support/conversation'),
    enabled,
    retry: false,
  });
}

export function sendSupportMessage(text: string, errorDefault: string): Promise<SupportThreadResponse> {
  return api<SupportThreadResponse>('POST', '/support/messages', { text }, { errorDefault });
}

/** The super admin's inbox: Enterprise, then Pro, then the others; newest first. */
export function useSupportInbox() {
  return useQuery({
    queryKey: queryKeys.supportInbox,
    queryFn: () => api<AdminSupportConversationsResponse>('GET', '/admin/support/conversations?limit=100'),
  });
}

export function useAdminSupportThread(id: number) {
  return useQuery({
    queryKey: queryKeys.supportThread(id),
    queryFn: () => api<AdminSupportThreadResponse>('GET', `/admin/support/conversations/${id}`),
  });
}

export function replySupport(id: number, text: string, errorDefault: string): Promise<AdminSupportThreadResponse> {
  return api<AdminSupportThreadResponse>(
    'POST',
    `/admin/support/conversations/${id}/reply`,
    { text },
    { errorDefault },
  );
}

export function setSupportManager(
  business: { kind: 'organization' | 'master'; id: number },
  telegramId: number | null,
  errorDefault: string,
): Promise<SetManagerResponse> {
  return api<SetManagerResponse>(
    'PUT',
    `/admin/support/managers/${business.kind}/${business.id}`,
    { telegram_id: telegramId },
    { errorDefault },
  );
}

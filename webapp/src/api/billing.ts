// The caller's plan (GET /billing), buying one (an invoice link for Telegram's payment form) and cancelling
// its renewal.
import { useQuery } from '@tanstack/react-query';
import type {
  AdminPayment,
  AdminPaymentsResponse,
  BillingResponse,
  PaidPlan,
  SubscribeResponse,
} from '@api/billing/billing.contract';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function fetchBilling(): Promise<BillingResponse> {
  return api<BillingResponse>('GET', '/billing');
}

/** The plan of the caller's business; off (no query) for those who have none. */
export function useBilling(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.billing, queryFn: fetchBilling, enabled, retry: false });
}

export function subscribe(plan: PaidPlan, errorDefault: string): Promise<SubscribeResponse> {
  return api<SubscribeResponse>('POST', '/billing/subscribe', { plan }, { errorDefault });
}

export function cancelRenewal(errorDefault: string): Promise<BillingResponse> {
  return api<BillingResponse>('POST', '/billing/cancel', undefined, { errorDefault });
}

/** The super admin's list of plan payments (the newest 100). */
export function useAdminPayments() {
  return useQuery({
    queryKey: queryKeys.billingAdminPayments,
    queryFn: () => api<AdminPaymentsResponse>('GET', '/admin/billing/payments?limit=100'),
  });
}

export function refundPayment(id: number, errorDefault: string): Promise<AdminPayment> {
  return api<AdminPayment>('POST', `/admin/billing/payments/${id}/refund`, undefined, { errorDefault });
}

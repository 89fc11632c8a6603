import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BillingResponse, PaidPlan } from '@api/billing/billing.contract';
import { cancelRenewal, fetchBilling, subscribe } from '../../api/billing';
import { ApiError } from '../../lib/api-client';
import { confirm, openInvoice, type InvoiceStatus } from '../../lib/telegram';
import { queryKeys } from '../../api/query-keys';

/** How the last purchase went, as the page shows it ('error': the server refused before any payment). */
export type PurchaseState = { status: InvoiceStatus | 'error' | 'busy'; message?: string } | null;

/** After a payment Telegram tells the bot, not the mini app: ask a few times until the plan shows it. */
const PAID_CHECKS = 10;
const PAID_CHECK_MS = 1000;

/**
 * Buying a plan (the invoice opens in Telegram's own payment form) and cancelling its renewal; the billing
 * answer in the query cache follows each step.
 */
export function usePlanPurchase(texts: { buyError: string; cancelError: string; cancelConfirm: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PurchaseState>(null);

  const waitForPlan = useCallback(
    async (plan: PaidPlan) => {
      for (let i = 0; i < PAID_CHECKS; i++) {
        const billing = await fetchBilling();
        queryClient.setQueryData<BillingResponse>(queryKeys.billing, billing);
        if (billing.plan === plan && billing.status === 'active') return;
        await new Promise((r) => setTimeout(r, PAID_CHECK_MS));
      }
    },
    [queryClient],
  );

  const buy = useCallback(
    async (plan: PaidPlan) => {
      setState({ status: 'busy' });
      try {
        const { invoice_url } = await subscribe(plan, texts.buyError);
        const status = await openInvoice(invoice_url);
        setState({ status });
        if (status === 'paid' || status === 'pending') await waitForPlan(plan);
      } catch (e) {
        setState({ status: 'error', message: e instanceof ApiError ? e.message : texts.buyError });
      }
    },
    [texts.buyError, waitForPlan],
  );

  const cancel = useCallback(async () => {
    if (!(await confirm(texts.cancelConfirm))) return;
    try {
      queryClient.setQueryData<BillingResponse>(queryKeys.billing, await cancelRenewal(texts.cancelError));
    } catch (e) {
      setState({ status: 'error', message: e instanceof ApiError ? e.message : texts.cancelError });
    }
  }, [queryClient, texts.cancelConfirm, texts.cancelError]);

  return { state, buy, cancel };
}

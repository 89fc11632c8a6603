/** Statements of plan payments (billing_purchases, billing_payments; the owner is src/billing). */

/**
 * $1 purchase, $2 now: the purchase is paid by this payment, if nobody paid it before. Its row lock decides
 * between two payments of one purchase delivered at once: the second finds it paid.
 */
export const CLAIM_PURCHASE_SQL = `
  WITH u AS (UPDATE billing_purchases SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'pending'
             RETURNING id)
  SELECT id FROM u`;

/** $1 payment: kept, applied to nothing, to be given back. */
export const MARK_TO_REFUND_SQL = `UPDATE billing_payments SET refund_due = true WHERE id = $1`;

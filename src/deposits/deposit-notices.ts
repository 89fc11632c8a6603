import type { AppointmentRow } from '../appointments/appointment.mapper';
import type { Recipient } from '../appointments/booking-context';
import { clientOf, masterOf, noticeOf, templateOf, type Addressee } from '../appointments/booking-notices';
import type { NotificationDraft, NotificationKind, NotificationPayloads } from '../notifications/notification-kinds';
import { bookAgainPath } from '../reviews/review-request-dispatch';

/** A booking as the deposit's notices read it: the answer's row, its business's people. */
export interface DepositBookingRow extends AppointmentRow {
  business: boolean;
  master_serves: boolean;
  staff: Recipient[];
}

/** The business side of a booking: its master while they still serve it, its organization's owner and admins. */
export function businessOf(row: DepositBookingRow): Addressee[] {
  const seen = new Set<number>();
  const out: Addressee[] = [];
  for (const a of [
    ...(row.master_serves ? [masterOf(row)] : []),
    ...row.staff.map((s) => ({ ...s, to: 'master' as const })),
  ]) {
    if (seen.has(a.user_id)) continue;
    seen.add(a.user_id);
    out.push(a);
  }
  return out;
}

type DepositKind = 'deposit_pay_prompt' | 'deposit_conflict' | 'deposit_refund_due' | 'deposit_extra_payment';
type Extra<K extends DepositKind> = Omit<NotificationPayloads[K], keyof ReturnType<typeof noticeOf> | 'amount'>;

function drafts<K extends DepositKind>(
  kind: K,
  row: AppointmentRow,
  to: Addressee[],
  amount: number,
  extra: Extra<K>,
): NotificationDraft<NotificationKind>[] {
  return to.map((a) => ({
    chatId: a.chat_id,
    userId: a.user_id,
    kind,
    payload: { ...noticeOf(row, a.to), amount, ...extra } as NotificationPayloads[K],
    // only the client's prompt to pay has an own text; {price} is the deposit there
    ...(kind === 'deposit_pay_prompt' && a.to === 'client' ? { template: templateOf(row, amount) } : {}),
  }));
}

/** The client: the booking waits for its deposit; the Pay button opens the invoice. */
export const payPrompt = (row: AppointmentRow, amount: number, invoiceUrl: string, holdUntil: string) =>
  drafts('deposit_pay_prompt', row, clientOf(row), amount, { invoice_url: invoiceUrl, hold_until: holdUntil });

/** The client (with a way to pick another time) and the business: paid, but the time was taken. */
export const conflictNotices = (row: DepositBookingRow, amount: number) =>
  drafts('deposit_conflict', row, [...clientOf(row), ...businessOf(row)], amount, {
    book_again_path: bookAgainPath(row),
  });

/** The business: return the deposit, then tap «Возврат сделан». */
export const refundDueNotices = (row: DepositBookingRow, amount: number, reason: 'cancelled' | 'conflict') =>
  drafts('deposit_refund_due', row, businessOf(row), amount, { reason });

/** The client and the business: a second payment came for a deposit already paid; the business returns it. */
export const extraPaymentNotices = (row: DepositBookingRow, amount: number) =>
  drafts('deposit_extra_payment', row, [...clientOf(row), ...businessOf(row)], amount, {});

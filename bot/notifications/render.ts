import { InlineKeyboard } from 'grammy';
import type { NotificationKind } from '../../src/notifications/notification-kinds';
import { langOf, locale, type Lang, type Locale } from '../locales';
import { invitationDecisionKeyboard, VERIFY_PHONE_DATA } from '../keyboards/invitation';
import { webappUrl } from '../keyboards/webapp';
import { renderBooked, renderCancelled, renderRescheduled } from './booking';
import { renderWaitlistOffer, renderWaitlistOfferGone } from './waitlist';
import { renderSessionCancelled, renderSessionSeats } from './sessions';
import { renderAgenda, renderConfirmedByClient, renderReminder } from './reminder';
import { renderReviewDisputed, renderReviewReceived, renderReviewRequest } from './review';
import { renderExportReady } from './export';
import { renderWeeklyDigest } from './digest';
import { renderGrace, renderPaymentReceived, renderRecordsUsage, renderRefunded } from './billing';
import { renderConflict, renderPayPrompt, renderRefundDue, renderExtraPayment } from './deposits';
import { renderSupportMessage, renderSupportReply } from './support';
import type { NoticeRenderer, RenderedNotification } from './rendered';

export type { RenderedNotification } from './rendered';

export class UnknownNotificationError extends Error {}

type Renderers = { [K in NotificationKind]: NoticeRenderer<K> };

const roleName = (t: Locale, role: 'master' | 'admin') => (role === 'master' ? t.roleMaster : t.roleAdmin);
const home = (t: Locale, base: string) => new InlineKeyboard().webApp(t.openApp, webappUrl(base, '/'));

const renderers: Renderers = {
  invitation_confirmation_needed: (p, t) => ({
    text: t.nInvitationConfirmationNeeded(p.member_name, p.organization_name, roleName(t, p.role)),
    reply_markup: invitationDecisionKeyboard(t, p.invitation_id),
  }),
  invitation_accepted: (p, t, base) => ({
    text: t.nInvitationAccepted(p.member_name, p.organization_name, roleName(t, p.role)),
    reply_markup: home(t, base),
  }),
  member_joined: (p, t, base) => ({
    text: t.nMemberJoined(p.member_name, p.organization_name, roleName(t, p.role)),
    reply_markup: home(t, base),
  }),
  invitation_decided: (p, t, base) => ({
    text: p.accepted
      ? t.nInvitationDecidedAccepted(p.organization_name, roleName(t, p.role))
      : t.nInvitationDecidedRejected(p.organization_name),
    reply_markup: home(t, base),
  }),
  master_welcome: (p, t, base) => ({
    text: t.nMasterWelcome(p.first_name, p.booking_link),
    reply_markup: new InlineKeyboard()
      .webApp(t.openApp, webappUrl(base, '/'))
      .row()
      .text(t.verifyPhone, VERIFY_PHONE_DATA),
  }),
  organization_link_changed: (p, t) => ({ text: t.nOrganizationLinkChanged(p.organization_name, p.booking_link) }),
  account_blocked: (_p, t) => ({ text: t.nAccountBlocked }),
  account_unblocked: (_p, t, base) => ({ text: t.nAccountUnblocked, reply_markup: home(t, base) }),
  appointment_booked: renderBooked,
  appointment_cancelled: renderCancelled,
  appointment_rescheduled: renderRescheduled,
  session_seats_changed: renderSessionSeats,
  session_cancelled: renderSessionCancelled,
  waitlist_offer: renderWaitlistOffer,
  waitlist_offer_gone: renderWaitlistOfferGone,
  appointment_reminder: renderReminder,
  appointment_confirmed_by_client: renderConfirmedByClient,
  master_agenda: renderAgenda,
  review_received: renderReviewReceived,
  review_request: renderReviewRequest,
  review_disputed: renderReviewDisputed,
  export_ready: renderExportReady,
  weekly_digest: renderWeeklyDigest,
  billing_payment_received: renderPaymentReceived,
  billing_grace: renderGrace,
  billing_records_usage: renderRecordsUsage,
  billing_refunded: renderRefunded,
  deposit_pay_prompt: renderPayPrompt,
  deposit_conflict: renderConflict,
  deposit_refund_due: renderRefundDue,
  deposit_extra_payment: renderExtraPayment,
  support_message: renderSupportMessage,
  support_reply: renderSupportReply,
};

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.prototype.hasOwnProperty.call(renderers, kind);
}

/** kind + payload + the recipient's language -> the message text and its buttons. */
export function renderNotification(
  kind: string,
  payload: unknown,
  language: string | null | undefined,
  webappBase: string,
): RenderedNotification {
  if (!isNotificationKind(kind)) throw new UnknownNotificationError(`unknown notification kind "${kind}"`);
  const lang: Lang = langOf(language);
  const render = renderers[kind] as (p: unknown, t: Locale, base: string, lang: Lang) => RenderedNotification;
  return render(payload ?? {}, locale(lang), webappBase, lang);
}

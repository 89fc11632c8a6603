import { renderNotification } from '../../bot/notifications/render';
import type { NotificationPayloads } from '../notifications/notification-kinds';
import { SAMPLE_VALUES } from './template-standard';
import { NOTICE_OF_KIND, type TemplateKind, type TemplateLang } from './template-text';

/** A sample booking as each kind's notice carries it, so a preview shows the kind's real buttons. */
function samplePayload(kind: TemplateKind, lang: TemplateLang): NotificationPayloads[keyof NotificationPayloads] {
  const v = SAMPLE_VALUES[lang];
  const notice = {
    appointment_id: 1,
    to: 'client' as const,
    starts_at: v.starts_at ?? '',
    time_zone: 'Europe/Moscow',
    service_name: v.service,
    master_name: v.master_name ?? '',
    client_name: v.client_name,
    client_phone: null,
    organization_name: v.business_name,
  };
  switch (kind) {
    case 'booked':
      return { ...notice, comment: null, manual: false, address: v.address, contact_phone: null };
    case 'reminder':
      return { ...notice, lead_minutes: 1440, address: v.address, contact_phone: null };
    case 'moved':
      return { ...notice, moved_by: 'master', old_starts_at: notice.starts_at };
    case 'cancelled':
      return { ...notice, cancelled_by: 'master', reason: null };
    case 'waitlist_offer':
      return {
        offer_id: 1,
        starts_at: notice.starts_at,
        time_zone: notice.time_zone,
        master_name: notice.master_name,
        service_name: v.service,
        organization_name: v.business_name,
      };
    case 'review_request':
      return {
        appointment_id: 1,
        master_name: notice.master_name,
        service_name: v.service,
        starts_at: notice.starts_at,
        book_again_path: '/',
      };
    case 'deposit_pay':
      return { ...notice, amount: v.price ?? 0, invoice_url: 'https://t.me/$invoice', hold_until: notice.starts_at };
  }
}

/** The labels of the buttons a client gets under the kind's notice (they are the product's, not editable). */
export function sampleButtons(kind: TemplateKind, lang: TemplateLang, base: string): string[][] {
  const message = renderNotification(NOTICE_OF_KIND[kind], samplePayload(kind, lang), lang, base);
  return (message.reply_markup?.inline_keyboard ?? []).map((row) => row.map((b) => b.text));
}

import { Dialog } from 'antd-mobile';
import i18n from '../../lib/i18n';

/**
 * Booking from the public pages is a stub (spec 1): whichever service (or none) was picked,
 * the visitor learns that the function is under development.
 */
export function startBooking(_serviceId: number | null): void {
  void Dialog.alert({
    title: i18n.t('public:underDevelopmentTitle'),
    content: i18n.t('public:underDevelopment'),
    confirmText: i18n.t('common:ok'),
  });
}

import { ErrorBlock } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useRoles } from '../../session/roles';
import { SalonBoard } from './SalonBoard';

/** /records (the owner's tab) and /salon-appointments (the admin's): the organization's bookings. */
export default function SalonPage() {
  const { t } = useTranslation('appointments');
  const { pathname } = useLocation();
  const { currentRole } = useRoles();
  const manages = currentRole === 'organization' || currentRole === 'organization_admin';
  return (
    <Page title={t(pathname.startsWith('/records') ? 'recordsTitle' : 'salonTitle')}>
      {manages ? <SalonBoard /> : <ErrorBlock status="empty" title={t('salonOnly')} description="" />}
    </Page>
  );
}

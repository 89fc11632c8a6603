import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useRoles } from '../../session/roles';
import { OwnBoard } from './OwnBoard';

/** /calendar/day: the master's bookings by day and week, beside the schedule editor on /calendar. */
export default function MasterDayPage() {
  const { t } = useTranslation('appointments');
  const { roles } = useRoles();
  const master = roles.includes('master') || roles.includes('organization_master');
  return (
    <Page title={t('title')} back="/calendar">
      {master ? <OwnBoard /> : <ErrorBlock status="empty" title={t('mastersOnly')} description="" />}
    </Page>
  );
}

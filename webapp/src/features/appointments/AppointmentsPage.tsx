import { ErrorBlock } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

/** /appointments and /appointments/:period (today | month). The API has no appointment list yet: empty state. */
export default function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { period } = useParams<{ period?: string }>();
  const title = period === 'today' ? t('today') : period === 'month' ? t('month') : t('title');
  return (
    <Page title={title} back={period ? true : undefined}>
      <ErrorBlock status="empty" title={t('empty')} description="" />
    </Page>
  );
}

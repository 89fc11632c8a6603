import { Button, ErrorBlock, Space } from 'antd-mobile';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useRoles } from '../../session/roles';
import { OwnBoard } from '../../components/appointments/OwnBoard';
import { LINK_PARAM, linkedId } from '../../components/appointments/use-board';

/**
 * /calendar/day: the master's bookings by day and week, beside the schedule editor on /calendar. A notice's
 * link (?appointment=) opens that booking; an owner or admin who is not a master is taken to the salon's
 * records with it, and a master who also runs a salon is offered those when the booking is not theirs.
 */
export default function MasterDayPage() {
  const { t } = useTranslation('appointments');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { roles, loading } = useRoles();
  const master = roles.includes('master') || roles.includes('organization_master');
  const salon = roles.includes('organization')
    ? '/records'
    : roles.includes('organization_admin')
      ? '/salon-appointments'
      : null;
  const linked = linkedId(params.get(LINK_PARAM));
  if (!master && salon && linked !== null && !loading) return <Navigate to={`${salon}${search}`} replace />;
  return (
    <Page title={t('title')} back="/calendar">
      {master && (
        <Space style={{ padding: '8px 12px 0' }}>
          <Button size="small" onClick={() => void navigate('/statistics')}>
            {t('statistics')}
          </Button>
          <Button size="small" onClick={() => void navigate('/clients')}>
            {t('clients')}
          </Button>
        </Space>
      )}
      {master ? (
        <OwnBoard elsewhere={salon && linked !== null ? `${salon}?${LINK_PARAM}=${linked}` : null} />
      ) : (
        <ErrorBlock status="empty" title={t('mastersOnly')} description="" />
      )}
    </Page>
  );
}

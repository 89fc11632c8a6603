import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useMe } from '../../session/me';
import { useRoles } from '../../session/roles';
import { ClientRecords } from './ClientRecords';
import { inRange, periodOf, periodRange } from './period';
import { PeriodList } from './PeriodList';
import { todayIn, zonedDate } from '../../lib/zoned-time';

/**
 * /appointments and /appointments/:period (today | month), opened from the dashboard's cards: an owner's or
 * admin's organization, a master's own bookings; a client's own (by the master's calendar day).
 */
export default function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { period: param } = useParams<{ period?: string }>();
  const period = periodOf(param);
  const title = period === 'today' ? t('today') : period === 'month' ? t('month') : t('title');
  const { currentRole } = useRoles();
  const me = useMe();
  const [now] = useState(() => Date.now());
  const salon = currentRole === 'organization' || currentRole === 'organization_admin';
  const master = currentRole === 'master' || currentRole === 'organization_master';
  const masterId = master ? (me.data?.user_id ?? null) : null;

  let content;
  if (salon || master) {
    content = (
      <PeriodList period={period} masterId={masterId} enabled={salon || masterId !== null} showMaster={salon} />
    );
  } else {
    content = (
      <ClientRecords
        filter={
          period === 'upcoming'
            ? undefined
            : (a) => inRange(zonedDate(a.starts_at, a.time_zone), periodRange(period, todayIn(a.time_zone, now)))
        }
      />
    );
  }
  return (
    <Page title={title} back={param ? true : undefined}>
      {content}
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useRoles } from '../../session/roles';
import { ClientRecords } from './ClientRecords';
import { OwnBoard } from './OwnBoard';
import { WaitlistSection } from './WaitlistSection';

/**
 * /my-records. A client's own bookings and waitlist; for a master (whose "Services" tab leads here, spec 2's crossed
 * labels) their day and week of bookings, the same board as /calendar/day.
 */
export default function MyRecordsPage() {
  const { t } = useTranslation('appointments');
  const { currentRole } = useRoles();
  const master = currentRole === 'master' || currentRole === 'organization_master';
  return (
    <Page title={t('title')}>
      {master ? (
        <OwnBoard />
      ) : (
        <>
          <ClientRecords />
          <WaitlistSection />
        </>
      )}
    </Page>
  );
}

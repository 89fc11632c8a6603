import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useRoles } from '../../session/roles';
import { ClientRecords } from './ClientRecords';
import { OwnBoard } from '../../components/appointments/OwnBoard';
import { LINK_PARAM } from '../../components/appointments/use-board';
import { WaitlistSection } from './WaitlistSection';

/**
 * /my-records. A client's own bookings and waitlist; for a master (whose "Services" tab leads here: the navigation
 * keeps the two labels crossed, as the product has them) their day and week of bookings, the same board as
 * /calendar/day. A client notice's link (?appointment=) always opens the bookings made as a client, whichever role
 * the user is in.
 */
export default function MyRecordsPage() {
  const { t } = useTranslation('appointments');
  const { currentRole } = useRoles();
  const [params] = useSearchParams();
  const master = (currentRole === 'master' || currentRole === 'organization_master') && !params.has(LINK_PARAM);
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

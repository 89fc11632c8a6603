import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { PlanPayments } from './PlanPayments';
import { ReportedReviews } from './ReportedReviews';
import { StatsCards } from './StatsCards';
import { SupportInbox } from './SupportInbox';
import { TodayAppointments } from './TodayAppointments';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserLists } from './UserLists';
import { UsersTable } from './UsersTable';

/** The super admin's panel (the route is gated by the router); Back goes to /. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [openUser, setOpenUser] = useState<number | null>(null);
  return (
    <Page title={t('title')} back="/">
      <StatsCards />
      <SupportInbox />
      <UsersTable onOpen={setOpenUser} />
      <UserLists onOpen={setOpenUser} />
      <TodayAppointments />
      <ReportedReviews />
      <PlanPayments />
      <UserDetailsDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </Page>
  );
}

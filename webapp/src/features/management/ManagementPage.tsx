import { ErrorBlock, SpinLoading, Tabs } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useMyOrganization } from '../../api/organizations';
import { CreateOrganizationForm } from './CreateOrganizationForm';
import { InfoTab } from './InfoTab';
import { InvitationsTab } from './InvitationsTab';
import { MyDataTab } from './MyDataTab';
import { TeamTab } from './TeamTab';

/** The owner's organization: create it, or manage information, team, invitations and own data. */
export default function ManagementPage() {
  const { t } = useTranslation('management');
  const my = useMyOrganization();
  const organization = my.data?.exists ? my.data.organization : null;
  // administrators and masters of an organization see it in /my/organization too; managing it is the owner's alone
  const isOwner = !my.data?.role || my.data.role === 'owner';

  return (
    <Page title={t('title')}>
      {my.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {my.isError && <ErrorBlock status="default" title={my.error.message || t('loadError')} description="" />}
      {my.data && !organization && <CreateOrganizationForm />}
      {organization && !isOwner && (
        <ErrorBlock status="default" title={t('ownerOnly')} description={organization.name} />
      )}
      {organization && isOwner && (
        <Tabs className="management-tabs" defaultActiveKey="info">
          <Tabs.Tab title={t('tabs.info')} key="info">
            <InfoTab key={organization.id} organization={organization} />
          </Tabs.Tab>
          <Tabs.Tab title={t('tabs.team')} key="team">
            <TeamTab />
          </Tabs.Tab>
          <Tabs.Tab title={t('tabs.invitations')} key="invitations">
            <InvitationsTab organizationId={organization.id} />
          </Tabs.Tab>
          <Tabs.Tab title={t('tabs.myData')} key="myData">
            <MyDataTab organizationBookingLink={organization.booking_link} />
          </Tabs.Tab>
        </Tabs>
      )}
    </Page>
  );
}

import { Suspense, useCallback, useEffect, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { AddRoleResponse, RoleType } from '@api/additional-roles/additional-roles.contract';
import { queryKeys } from '../../api/query-keys';
import { useMasterCode } from '../../api/users';
import { useMe } from '../../session/me';
import { useRegistration } from '../../session/registration';
import { useRoles } from '../../session/roles';
import { CalendarFeedCard } from '../../components/CalendarFeedCard';
import { PageLoading } from '../../components/PageLoading';
import { Page } from '../../components/Page';
import { BookingLinkCard } from './BookingLinkCard';
import { InfoList } from './InfoList';
import { MasterCardSection } from './MasterCardSection';
import { MasterLinkDialog } from './MasterLinkDialog';
import { PersonalDataCard } from './PersonalDataCard';
import { AdditionalRoleForm, preloadProfileForms } from './profile-forms';
import { addableRoles, type AddableRole } from './role-rules';
import { ReviewsEntry, answersReviews } from './ReviewsEntry';
import { IntegrationsEntry, ownsBusiness } from './IntegrationsEntry';
import { RolePanel } from './RolePanel';
import { SettingsCard } from './SettingsCard';
import { whenIdle } from '../../lib/when-idle';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const masterCode = useMasterCode();
  const { currentRole, roles, switchRole, reload } = useRoles();
  const { userType } = useRegistration();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<AddableRole | null>(null);
  const [masterLink, setMasterLink] = useState<string | null>(null);
  const addable = addableRoles(roles, userType);
  // the edit forms' code once the screen has its data and the browser is idle: opening one is then instant,
  // and nothing competes with the first screen's requests and render
  const shown = me.data !== undefined;
  useEffect(() => (shown ? whenIdle(() => void preloadProfileForms()) : undefined), [shown]);
  const cancelAdding = useCallback(() => setAdding(null), []);

  // Switching to admin opens /admin; a role the user lacks opens the additional registration form.
  function select(role: RoleType) {
    if (role === 'admin' || roles.includes(role)) {
      switchRole(role);
      return;
    }
    const canAdd = addable.find((a) => a.role === role);
    if (canAdd) setAdding(canAdd.role);
  }

  async function added(result: AddRoleResponse) {
    const role = adding;
    setAdding(null);
    await reload();
    if (role) switchRole(role);
    void queryClient.invalidateQueries({ queryKey: queryKeys.masterCode });
    // For master the booking-link dialog is the confirmation; other roles get a notice.
    if (role === 'master' && result.booking_link) setMasterLink(result.booking_link);
    else Toast.show({ icon: 'success', content: t('addRole.success') });
  }

  if (adding) {
    const title = `${t('addRole.title')}: ${adding === 'client' ? t('addRole.roleClient') : t('addRole.roleMaster')}`;
    // the form's own title over a loading line while its code is still on its way
    const loading = (
      <Page title={title} back={false}>
        <PageLoading />
      </Page>
    );
    return (
      <Suspense fallback={loading}>
        <AdditionalRoleForm role={adding} me={me.data} onCancel={cancelAdding} onSuccess={(r) => void added(r)} />
      </Suspense>
    );
  }

  const hasMasterRole = roles.includes('master') || roles.includes('organization_master');
  const bookingLink = hasMasterRole && masterCode.data?.has_master_code ? masterCode.data.booking_link : null;
  // the calendar subscription is the master's: shown in the master modes only
  const inMasterMode = currentRole === 'master' || currentRole === 'organization_master';

  return (
    <Page title={t('title')}>
      {me.isPending ? (
        <PageLoading text={t('loading')} />
      ) : (
        <div className="profile-cards">
          <RolePanel currentRole={currentRole} roles={roles} addable={addable} onSelect={select} onAdd={setAdding} />
          {me.data ? <PersonalDataCard me={me.data} /> : <div className="form-error">{t('loadError')}</div>}
          {bookingLink && <BookingLinkCard link={bookingLink} />}
          {answersReviews(currentRole) && <ReviewsEntry />}
          {ownsBusiness(currentRole) && <IntegrationsEntry />}
          {inMasterMode && <MasterCardSection />}
          {inMasterMode && <CalendarFeedCard />}
          <SettingsCard business={currentRole === 'organization' || currentRole === 'master'} />
          <InfoList />
          <p className="hint page-section profile-tip">{t('tip')}</p>
        </div>
      )}
      <MasterLinkDialog link={masterLink} onClose={() => setMasterLink(null)} />
    </Page>
  );
}

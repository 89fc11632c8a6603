import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { TeamLists } from '../../components/TeamLists';
import { useTeam } from '../../api/team';

/** The organization administrator's view of the team (same lists as the management Team tab). */
export default function TeamPage() {
  const { t } = useTranslation('team');
  const team = useTeam();
  return (
    <Page title={t('title')}>
      {team.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {team.isError && <ErrorBlock status="default" title={team.error.message || t('loadError')} description="" />}
      {team.data && <TeamLists team={team.data} />}
    </Page>
  );
}

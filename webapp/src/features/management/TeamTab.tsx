import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { TeamLists } from '../../components/TeamLists';
import { useTeam } from '../../api/team';

export function TeamTab() {
  const team = useTeam();
  if (team.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <SpinLoading />
      </div>
    );
  if (team.isError) return <ErrorBlock status="default" title={team.error.message} description="" />;
  return <TeamLists team={team.data} />;
}

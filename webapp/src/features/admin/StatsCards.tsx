import { Card, ErrorBlock, Grid, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AdminStatsResponse } from '@api/admin/admin.contract';
import { useAdminStats } from '../../api/admin';

const MAIN: (keyof Omit<AdminStatsResponse, 'notifications'>)[] = [
  'total_users',
  'new_today',
  'owners',
  'masters',
  'clients',
  'appointments_today',
];
const NOTIFICATIONS: (keyof AdminStatsResponse['notifications'])[] = ['pending', 'sent', 'failed', 'undeliverable'];

export function StatsCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats(t('stats.loadError'));

  if (stats.isError)
    return <ErrorBlock status="default" title={stats.error.message || t('stats.loadError')} description="" />;

  const cell = (key: string, label: string, value: number | undefined) => (
    <Grid.Item key={key}>
      <Card title={label} bodyStyle={{ paddingTop: 0 }}>
        {stats.isPending ? (
          <Skeleton.Title animated />
        ) : (
          <div style={{ fontSize: 22, fontWeight: 600 }} data-testid={`admin-stat-${key}`}>
            {value ?? 0}
          </div>
        )}
      </Card>
    </Grid.Item>
  );

  return (
    <>
      <Grid columns={2} gap={8} style={{ padding: 12 }}>
        {MAIN.map((k) => cell(k, t(`stats.${k}`), stats.data?.[k]))}
      </Grid>
      <div style={{ padding: '0 12px', fontWeight: 600 }}>{t('stats.notifications')}</div>
      <Grid columns={2} gap={8} style={{ padding: 12 }}>
        {NOTIFICATIONS.map((k) => cell(`notifications-${k}`, t(`stats.${k}`), stats.data?.notifications?.[k]))}
      </Grid>
    </>
  );
}

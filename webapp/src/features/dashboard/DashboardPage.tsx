import { Card, ErrorBlock, Grid, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { useOrganizationStats } from '../../api/stats';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const stats = useOrganizationStats();

  const cards = [
    { key: 'today', label: t('appointmentsToday'), value: stats.data?.appointments_today, to: '/appointments/today' },
    { key: 'month', label: t('appointmentsMonth'), value: stats.data?.appointments_month, to: '/appointments/month' },
    { key: 'services', label: t('servicesCount'), value: stats.data?.services_count, to: '/services' },
  ];

  return (
    <Page title={t('title')}>
      {stats.isError ? (
        <ErrorBlock status="default" title={stats.error.message || t('loadError')} description="" />
      ) : (
        <Grid columns={1} gap={12} style={{ padding: 12 }}>
          {cards.map((c) => (
            <Grid.Item key={c.key}>
              <Card title={c.label} onClick={() => void navigate(c.to)} style={{ cursor: 'pointer' }}>
                {stats.isPending ? (
                  <Skeleton.Title animated />
                ) : (
                  <div style={{ fontSize: 28, fontWeight: 600 }}>{c.value ?? 0}</div>
                )}
              </Card>
            </Grid.Item>
          ))}
        </Grid>
      )}
    </Page>
  );
}

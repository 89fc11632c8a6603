import { useState } from 'react';
import { Card, ErrorBlock, Grid, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { OrganizationStatsResponse } from '@api/organizations/organizations.contract';
import { Page } from '../../components/Page';
import { useOrganizationStats } from '../../api/stats';
import { localDateOf } from '../../lib/zoned-time';
import { useRoles } from '../../session/roles';
import { DigestSwitch } from './DigestSwitch';
import { ExportCard } from './ExportCard';
import type { Range } from './report-period';
import { ReportSection } from './ReportSection';

const COUNTERS: { key: keyof OrganizationStatsResponse; label: string }[] = [
  { key: 'appointments_today', label: 'appointmentsToday' },
  { key: 'appointments_month', label: 'appointmentsMonth' },
  { key: 'services_count', label: 'servicesCount' },
  { key: 'masters_count', label: 'mastersCount' },
  { key: 'admins_count', label: 'adminsCount' },
];

export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const { currentRole } = useRoles();
  // the spec's counters are an organization's; a master sees the report of their own bookings only
  const organization = currentRole === 'organization' || currentRole === 'organization_admin';
  const stats = useOrganizationStats(organization);

  const [range, setRange] = useState<Range | null>(null);
  // the digest is an owner's or an independent master's
  const digest = currentRole === 'organization' || currentRole === 'master';
  // the report and its files are the business's: staff and masters, never a client
  const reporting = organization || currentRole === 'master' || currentRole === 'organization_master';

  return (
    <Page title={t('title')}>
      {reporting && <ReportSection today={localDateOf(new Date())} onRange={setRange} />}
      {!organization ? null : stats.isError ? (
        <ErrorBlock status="default" title={stats.error.message || t('loadError')} description="" />
      ) : (
        <Grid columns={2} gap={12} style={{ padding: 12 }}>
          {COUNTERS.map((c) => (
            <Grid.Item key={c.key}>
              <Card title={t(c.label)}>
                {stats.isPending ? (
                  <Skeleton.Title animated />
                ) : (
                  <div style={{ fontSize: 24, fontWeight: 600 }} data-testid={`stat-${c.key}`}>
                    {stats.data[c.key]}
                  </div>
                )}
              </Card>
            </Grid.Item>
          ))}
        </Grid>
      )}
      {reporting && <ExportCard range={range} />}
      {digest && <DigestSwitch />}
      <List header={t('integrations')} mode="card">
        <List.Item disabled extra={<Tag color="warning">{t('soon')}</Tag>}>
          {t('taxService')}
        </List.Item>
        <List.Item disabled extra={<Tag color="warning">{t('soon')}</Tag>}>
          {t('accounting')}
        </List.Item>
      </List>
    </Page>
  );
}

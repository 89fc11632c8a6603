import { useEffect, useState } from 'react';
import { Button, Card, ErrorBlock, Grid, List, Selector, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { StatisticsTotals } from '@api/statistics/statistics.contract';
import { useStatisticsReport } from '../../api/statistics';
import { formatPrice } from '../../lib/format';
import { changePercent, periodRange, type PeriodKind, type Range } from './report-period';
import { RevenueChart } from './RevenueChart';
import { GroupSessionsCard } from './GroupSessionsCard';
import { isPlanRequired, PlanRequiredNotice } from '../../components/PlanRequiredSheet';

type Kpi = 'revenue' | 'visits' | 'average_check' | 'occupancy' | 'no_show_rate' | 'new_clients' | 'deposits_retained';
const KPIS: Kpi[] = ['revenue', 'visits', 'average_check', 'occupancy', 'no_show_rate', 'new_clients'];
const MONEY = new Set<Kpi>(['revenue', 'average_check', 'deposits_retained']);

/** A period's figures as the cards show them: the totals and, beside them, deposits kept without a visit. */
type Figures = StatisticsTotals & { deposits_retained: number };

/** The cards of a period: deposits kept without a visit only for a business that has some then. */
const kpisOf = (t: Figures): Kpi[] => (t.deposits_retained ? [...KPIS, 'deposits_retained'] : KPIS);
const SHARE = new Set<Kpi>(['occupancy', 'no_show_rate']);

/** 0.1234 -> '12,3 %'; null -> '—'. */
export const formatShare = (x: number | null): string =>
  x === null ? '—' : `${(Math.round(x * 1000) / 10).toLocaleString('ru-RU')} %`;

function kpiText(kpi: Kpi, t: Figures): string {
  const v = t[kpi];
  if (SHARE.has(kpi)) return formatShare(v);
  if (MONEY.has(kpi)) return v === null ? '—' : formatPrice(v) || '0 ₽';
  return String(v ?? '—');
}

function Change({ now, before }: { now: number | null; before: number | null }) {
  const pct = changePercent(now, before);
  if (pct === null) return null;
  const color = pct > 0 ? 'var(--adm-color-success)' : pct < 0 ? 'var(--adm-color-danger)' : 'var(--adm-color-weak)';
  return <span style={{ color, fontSize: 13 }}>{`${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)} %`}</span>;
}

/** The report: a period, KPI cards against the period before, revenue by day, by master and by service. */
export function ReportSection({ today, onRange }: { today: string; onRange?: (range: Range | null) => void }) {
  const { t } = useTranslation('statistics');
  const navigate = useNavigate();
  const [kind, setKind] = useState<PeriodKind>('month');
  const [custom, setCustom] = useState<Range>(() => periodRange('month', today));
  const range = kind === 'custom' ? custom : periodRange(kind, today);
  const valid = range.from <= range.to;
  // the page's exports cover the period on screen
  const { from, to } = range;
  useEffect(() => onRange?.(valid ? { from, to } : null), [onRange, valid, from, to]);
  const report = useStatisticsReport(range.from, range.to, valid);
  const data = report.data;
  const now: Figures | null = data ? { ...data.totals, deposits_retained: data.deposits_retained ?? 0 } : null;
  const before: Figures | null = data
    ? { ...data.previous_totals, deposits_retained: data.previous_deposits_retained ?? 0 }
    : null;

  return (
    <div data-testid="report">
      <div style={{ padding: '12px 12px 0' }}>
        <Selector
          columns={4}
          options={(['week', 'month', 'quarter', 'custom'] as const).map((k) => ({
            label: t(`period.${k}`),
            value: k,
          }))}
          value={[kind]}
          onChange={(v) => v[0] && setKind(v[0])}
        />
        {kind === 'custom' && (
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <input
              type="date"
              aria-label={t('period.from')}
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
            <input
              type="date"
              aria-label={t('period.to')}
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
          </div>
        )}
      </div>
      {report.isError ? (
        isPlanRequired(report.error) ? (
          <PlanRequiredNotice detail={report.error.message} />
        ) : (
          <ErrorBlock status="default" title={report.error.message || t('loadError')} description="" />
        )
      ) : !data || !now || !before ? (
        <div style={{ padding: 12 }}>
          <Skeleton.Paragraph animated />
        </div>
      ) : (
        <>
          <Grid columns={2} gap={12} style={{ padding: 12 }}>
            {kpisOf(now).map((k) => (
              <Grid.Item key={k}>
                <Card title={t(`kpi.${k}`)}>
                  <div style={{ fontSize: 20, fontWeight: 600 }} data-testid={`kpi-${k}`}>
                    {kpiText(k, now)}
                  </div>
                  <Change now={now[k]} before={before[k]} />
                </Card>
              </Grid.Item>
            ))}
          </Grid>
          {data.group_sessions && (
            <GroupSessionsCard
              now={data.group_sessions}
              change={
                <Change now={data.group_sessions.occupancy} before={data.previous_group_sessions?.occupancy ?? null} />
              }
            />
          )}
          <Card title={t('revenueByDay')} style={{ margin: '0 12px 12px' }}>
            <RevenueChart days={data.by_day} label={t('revenueByDay')} />
          </Card>
          <List header={t('byMaster')} mode="card">
            {data.by_master.map((m) => (
              <List.Item
                key={m.master_id}
                description={t('masterLine', { visits: m.visits, occupancy: formatShare(m.occupancy) })}
                extra={formatPrice(m.revenue) || '0 ₽'}
              >
                {m.name}
              </List.Item>
            ))}
          </List>
          {data.by_service.length > 0 && (
            <List header={t('byService')} mode="card">
              {data.by_service.map((s) => (
                <List.Item
                  key={s.service_id}
                  description={t('visits', { count: s.visits })}
                  extra={formatPrice(s.revenue)}
                >
                  {s.name}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
      <div style={{ padding: '0 12px 12px' }}>
        <Button block onClick={() => void navigate('/clients')}>
          {t('clients')}
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { StatisticsGroupSessions } from '@api/statistics/statistics.contract';
import { formatPrice } from '../../lib/format';

/** 0.1234 -> '12,3 %'; null -> '—' (as the report's shares). */
const share = (x: number | null): string =>
  x === null ? '—' : `${(Math.round(x * 1000) / 10).toLocaleString('ru-RU')} %`;

/**
 * The period's group sessions: how full they were (seats taken of seats offered, against the period
 * before: `change`), the sessions, and the revenue of their seats. Shown only to a business that had some.
 */
export function GroupSessionsCard({ now, change }: { now: StatisticsGroupSessions; change: ReactNode }) {
  const { t } = useTranslation('statistics');
  return (
    <Card title={t('groups.title')} style={{ margin: '0 12px 12px' }} data-testid="group-sessions">
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <span style={{ fontSize: 20, fontWeight: 600 }} data-testid="group-occupancy">
          {share(now.occupancy)}
        </span>
        <span>{t('groups.occupancy')}</span>
        {change}
      </div>
      <div data-testid="group-seats">{t('groups.seats', { taken: now.seats_taken, offered: now.seats_offered })}</div>
      <div data-testid="group-sessions-line">
        {t('groups.sessions', { count: now.sessions })}
        {' · '}
        {t('groups.visits', { count: now.visits })}
        {' · '}
        {formatPrice(now.revenue) || '0 ₽'}
      </div>
    </Card>
  );
}

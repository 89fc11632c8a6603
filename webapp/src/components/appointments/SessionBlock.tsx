import { List, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { SessionResponse } from '../../api/sessions';
import { clockIn } from '../../lib/zoned-time';

/** What a day list needs to show its group sessions. */
export interface DaySessions {
  items: SessionResponse[];
  zone: string;
  serviceName: (id: number) => string | null;
  onOpen: (s: SessionResponse) => void;
  /** A salon's week: the master of each session. */
  masterName?: (id: number) => string | null;
}

/** A group session as one block of the day: its time, service, «Группа» and the seats taken «5/12». */
export function SessionBlock({ session: s, day }: { session: SessionResponse; day: DaySessions }) {
  const { t } = useTranslation('appointments');
  const cancelled = s.status === 'cancelled';
  return (
    <List.Item
      data-testid={`session-block-${s.id}`}
      onClick={() => day.onOpen(s)}
      prefix={
        <div style={{ minWidth: 48, fontWeight: 600, opacity: cancelled ? 0.5 : 1 }}>
          {clockIn(s.starts_at, day.zone)}
          <div className="hint" style={{ fontWeight: 400 }}>
            {clockIn(s.ends_at, day.zone)}
          </div>
        </div>
      }
      description={[t('sessions.group'), day.masterName?.(s.master_id) ?? null].filter(Boolean).join(' · ')}
      extra={
        cancelled ? (
          <Tag color="default">{t('sessions.cancelled')}</Tag>
        ) : (
          <Tag color={s.seats_left === 0 ? 'success' : 'primary'} fill="outline">
            {t('sessions.seats', { taken: s.seats_taken, capacity: s.capacity })}
          </Tag>
        )
      }
    >
      {day.serviceName(s.service_id) ?? t('sessions.untitled')}
    </List.Item>
  );
}

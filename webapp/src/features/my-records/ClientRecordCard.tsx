import { Button, Card, Space, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { formatPrice } from '../../lib/format';
import { canChange, personName, shownStatus, STATUS_COLOR } from '../../components/appointments/appointment-status';
import { DepositLine } from '../../components/appointments/DepositLine';
import { RecordReview } from './RecordReview';
import { SeriesLine } from './SeriesLine';
import { browserZone, formatDay, zonedParts, clockIn } from '../../lib/zoned-time';

export interface ClientRecordCardProps {
  appointment: AppointmentResponse;
  now: number;
  /** Opened from a notice's link: outlined. */
  highlighted?: boolean;
  onCancel: (a: AppointmentResponse) => void;
  onReschedule: (a: AppointmentResponse) => void;
  /** The client's bookings listed with it: a visit of a series reads its place in the series from them. */
  all?: AppointmentResponse[];
}

/** One of the client's bookings: what, with whom, when (the master's clock), where, how much, and the actions. */
export function ClientRecordCard({
  appointment: a,
  now,
  highlighted,
  onCancel,
  onReschedule,
  all = [],
}: ClientRecordCardProps) {
  const { t } = useTranslation('appointments');
  const status = shownStatus(a.status);
  const start = zonedParts(a.starts_at, a.time_zone);
  const when = `${formatDay(start.date)}, ${start.time}–${clockIn(a.ends_at, a.time_zone)}`;
  const master = personName(a.master);
  return (
    <Card
      title={a.service?.name ?? t('deletedService')}
      extra={<Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>}
      style={{ margin: 12, ...(highlighted ? { boxShadow: '0 0 0 2px var(--adm-color-primary)' } : {}) }}
      data-testid={`record-${a.id}`}
    >
      <div className="record-when" style={{ fontSize: 17, fontWeight: 600 }}>
        {when}
      </div>
      {a.time_zone !== browserZone() && <div className="hint">{t('zoneHint', { zone: a.time_zone })}</div>}
      <div style={{ marginTop: 8 }}>
        {t('master')}: {master}
        {a.master.specialization ? ` · ${a.master.specialization}` : ''}
      </div>
      {a.master.phone && (
        <div>
          {t('phone')}: <a href={`tel:${a.master.phone}`}>{a.master.phone}</a>
        </div>
      )}
      {a.organization && (
        <div>
          {a.organization.name}
          {a.organization.address ? `, ${a.organization.address}` : ''}
        </div>
      )}
      {a.price !== null && (
        <div>
          {t('price')}: {formatPrice(a.price)}
        </div>
      )}
      <DepositLine appointment={a} />
      <SeriesLine appointment={a} all={all} now={now} />
      {a.comment && (
        <div className="hint">
          {t('comment')}: {a.comment}
        </div>
      )}
      {a.status === 'cancelled' && (a.cancelled_by || a.cancel_reason) && (
        <div className="hint">
          {[a.cancelled_by ? t(`cancelledBy.${a.cancelled_by}`) : null, a.cancel_reason].filter(Boolean).join(': ')}
        </div>
      )}
      {canChange(a, now) && (
        <Space style={{ marginTop: 12 }} wrap>
          <Button size="small" onClick={() => onReschedule(a)}>
            {t('reschedule')}
          </Button>
          <Button size="small" color="danger" fill="outline" onClick={() => onCancel(a)}>
            {t('cancel')}
          </Button>
        </Space>
      )}
      {Date.parse(a.ends_at) <= now && <RecordReview appointment={a} now={now} />}
    </Card>
  );
}

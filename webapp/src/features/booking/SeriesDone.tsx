import { Button, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { SeriesResponse } from '@api/appointments/appointment-series.contract';
import type { BookingTarget } from './booking-target';
import { fullName, shortDayAndTime, zoneOf } from './booking-time';

/** A repeating visit booked: how many visits, their dates, and the dates skipped because they were taken. */
export function SeriesDone({ target, series, zone }: { target: BookingTarget; series: SeriesResponse; zone: string }) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const first = series.appointments[0];
  const clock = zoneOf(first?.time_zone ?? zone);
  const master = first ? fullName(first.master) : (target.master?.name ?? '');

  return (
    <section aria-label={t('bookedTitle')}>
      <Result
        status={series.appointments.length > 0 ? 'success' : 'warning'}
        title={t('bookedTitle')}
        description={t('repeat.bookedCount', { count: series.appointments.length })}
      />
      <List mode="card">
        <List.Item extra={target.service.name}>{t('service')}</List.Item>
        {master && <List.Item extra={master}>{t('master')}</List.Item>}
        {series.appointments.map((a) => (
          <List.Item key={a.id}>{shortDayAndTime(a.starts_at, clock, i18n.language)}</List.Item>
        ))}
      </List>
      {series.skipped.length > 0 && (
        <List mode="card" header={t('repeat.skipped')} data-testid="series-skipped">
          {series.skipped.map((s) => (
            <List.Item key={s.starts_at}>{shortDayAndTime(s.starts_at, clock, i18n.language)}</List.Item>
          ))}
        </List>
      )}
      <div style={{ padding: '0 12px 16px' }}>
        <Button block color="primary" size="large" onClick={() => void navigate('/my-records')}>
          {t('toMyRecords')}
        </Button>
      </div>
    </section>
  );
}

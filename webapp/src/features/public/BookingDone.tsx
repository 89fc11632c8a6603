import { useMemo } from 'react';
import { Button, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { formatPrice } from '../../lib/format';
import type { BookingTarget } from './BookingFlow';
import { dayAndTime, fullName, otherZoneLabel, zoneOf } from './booking-time';
import { appointmentIcs, icsHref } from './ics';

/** Booked: when and with whom, "add to calendar" (an .ics file) and the way to My records. */
export function BookingDone({ target, appointment: a }: { target: BookingTarget; appointment: AppointmentResponse }) {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const zone = zoneOf(a.time_zone);
  const { day, time } = dayAndTime(a.starts_at, zone, i18n.language);
  const zoneLabel = otherZoneLabel(zone, a.starts_at);
  const master = fullName(a.master);
  const serviceName = a.service?.name ?? target.service.name;
  const organization = a.organization?.name ?? target.organization;
  const address = target.address ?? a.organization?.address ?? null;

  const href = useMemo(() => {
    const place = [organization, address].filter(Boolean).join(', ');
    const details = [a.master.phone && `${t('masterPhone')}: ${a.master.phone}`, a.comment].filter(Boolean);
    return icsHref(
      appointmentIcs(a, {
        summary: `${serviceName} — ${master}`,
        location: place || null,
        description: details.join('\n') || null,
      }),
    );
  }, [a, t, serviceName, master, organization, address]);

  return (
    <section aria-label={t('bookedTitle')}>
      <Result
        status="success"
        title={t('bookedTitle')}
        description={`${day}, ${time}${zoneLabel ? ` (${zoneLabel})` : ''}`}
      />
      <List mode="card">
        <List.Item extra={serviceName}>{t('service')}</List.Item>
        <List.Item extra={master}>{t('master')}</List.Item>
        {address && <List.Item extra={address}>{t('address')}</List.Item>}
        {a.price !== null && <List.Item extra={formatPrice(a.price)}>{t('price')}</List.Item>}
        {a.comment && <List.Item extra={a.comment}>{t('comment')}</List.Item>}
      </List>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '0 12px 16px' }}>
        <a
          className="adm-button adm-button-default adm-button-block adm-button-large adm-button-shape-default"
          href={href}
          download={`booking-${a.id}.ics`}
          style={{ textAlign: 'center', textDecoration: 'none' }}
        >
          {t('addToCalendar')}
        </a>
        <Button block color="primary" size="large" onClick={() => void navigate('/my-records')}>
          {t('toMyRecords')}
        </Button>
      </div>
    </section>
  );
}

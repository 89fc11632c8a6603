import type { MouseEvent } from 'react';
import { Button, List, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useIcsLink } from '../../api/calendar-feed';
import { formatPrice } from '../../lib/format';
import { downloadFile } from '../../lib/telegram';
import type { BookingTarget } from './booking-target';
import { dayAndTime, fullName, otherZoneLabel, zoneOf } from './booking-time';
import { DepositPayment } from './DepositPayment';

/** Booked: when and with whom, "add to calendar" (an .ics file) and the way to My records. */
export function BookingDone({ target, appointment: a }: { target: BookingTarget; appointment: AppointmentResponse }) {
  if (a.status === 'awaiting_payment' && a.payment) return <DepositPayment appointment={a} payment={a.payment} />;
  return <Booked target={target} appointment={a} />;
}

function Booked({ target, appointment: a }: { target: BookingTarget; appointment: AppointmentResponse }) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const zone = zoneOf(a.time_zone);
  const { day, time } = dayAndTime(a.starts_at, zone, i18n.language);
  const zoneLabel = otherZoneLabel(zone, a.starts_at);
  const master = fullName(a.master);
  const serviceName = a.service?.name ?? target.service.name;
  const address = target.address ?? a.organization?.address ?? null;

  // The file comes from the server (GET /appointments/{id}/ics) through a short-lived signed address: a plain
  // link carries no init data. In Telegram (8.0+) its own download takes the file; elsewhere the link does.
  const icsLink = useIcsLink(a.id);
  const link = icsLink.data;
  const download = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!link) e.preventDefault();
    else if (downloadFile(link.url, link.file_name)) e.preventDefault();
  };

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
          href={link?.url}
          download={link?.file_name ?? `booking-${a.id}.ics`}
          aria-disabled={!link}
          onClick={download}
          style={{ textAlign: 'center', textDecoration: 'none', opacity: link ? 1 : 0.6 }}
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

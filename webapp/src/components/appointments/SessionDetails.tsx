import { useState } from 'react';
import { Button, Dialog, ErrorBlock, List, Popup, Space, SpinLoading, Stepper, Tag, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { StatusRequest } from '@api/appointments/appointments.contract';
import { setAppointmentStatus } from '../../api/appointments';
import {
  cancelSession,
  changeSessionCapacity,
  useRefreshSessions,
  useSession,
  type SessionAttendee,
  type SessionResponse,
} from '../../api/sessions';
import { formatPrice } from '../../lib/format';
import { haptic } from '../../lib/telegram';
import { isLive, personName, shownStatus, STATUS_COLOR } from './appointment-status';
import { formatDay, zonedParts, clockIn } from '../../lib/zoned-time';

export interface SessionDetailsProps {
  /** The block tapped; null: closed. */
  session: SessionResponse | null;
  zone: string;
  now: number;
  serviceName: (id: number) => string | null;
  onClose: () => void;
}

/**
 * A session as staff see it: when, the seats taken, each attendee (name, phone, status) with the visit's marks
 * (completed / no-show, the bookings' own status route), the number of seats, and cancelling the session.
 */
export function SessionDetails({ session, zone, now, serviceName, onClose }: SessionDetailsProps) {
  const { t } = useTranslation('appointments');
  const title = session ? (serviceName(session.service_id) ?? t('sessions.untitled')) : '';
  return (
    <Popup
      visible={session !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ padding: '8px 0 16px', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {session && (
        <div role="dialog" aria-label={title}>
          <Sheet id={session.id} title={title} zone={zone} now={now} onClose={onClose} />
        </div>
      )}
    </Popup>
  );
}

function Sheet({
  id,
  title,
  zone,
  now,
  onClose,
}: {
  id: number;
  title: string;
  zone: string;
  now: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('appointments');
  const details = useSession(id);
  const refresh = useRefreshSessions();
  const [capacity, setCapacity] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const s = details.data;

  async function run(what: string, action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(what);
    setError(null);
    try {
      await action();
      haptic('success');
      Toast.show({ icon: 'success', content: done });
      await refresh();
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : failed);
    } finally {
      setBusy(null);
    }
  }

  const mark = (a: SessionAttendee, status: StatusRequest['status']) =>
    run(
      `${a.appointment_id}:${status}`,
      () => setAppointmentStatus(a.appointment_id, status, t('statusError')),
      t('statusDone'),
      t('statusError'),
    );

  async function cancel() {
    const yes = await Dialog.confirm({
      content: t('sessions.cancelAsk'),
      confirmText: t('sessions.cancelSession'),
      cancelText: t('common:cancel'),
    });
    if (yes)
      await run(
        'cancel',
        () => cancelSession(id, null, t('sessions.cancelError')),
        t('sessions.cancelDone'),
        t('sessions.cancelError'),
      );
  }

  if (details.isError)
    return <ErrorBlock status="default" title={details.error.message || t('sessions.loadError')} description="" />;
  if (!s)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <SpinLoading />
      </div>
    );
  const start = zonedParts(s.starts_at, zone);
  const live = s.status === 'scheduled';
  const seats = capacity ?? s.capacity;
  return (
    <>
      <List
        header={
          <Space align="center">
            <span>{title}</span>
            {!live && <Tag color="default">{t('sessions.cancelled')}</Tag>}
          </Space>
        }
      >
        <List.Item extra={`${formatDay(start.date)}, ${start.time}–${clockIn(s.ends_at, zone)}`}>{t('when')}</List.Item>
        <List.Item extra={t('sessions.seatsLine', { taken: s.seats_taken, capacity: s.capacity })}>
          {t('sessions.capacity')}
        </List.Item>
      </List>
      <List header={t('sessions.attendees')}>
        {s.attendees.length === 0 && <List.Item>{t('sessions.noAttendees')}</List.Item>}
        {s.attendees.map((a) => {
          const status = shownStatus(a.status);
          const started = Date.parse(s.starts_at) <= now;
          return (
            <List.Item
              key={a.appointment_id}
              data-testid={`attendee-${a.appointment_id}`}
              description={
                <>
                  {a.client.phone && <a href={`tel:${a.client.phone}`}>{a.client.phone}</a>}
                  {a.deposit && (
                    <span>
                      {' '}
                      · {formatPrice(a.deposit.amount)} · {t(`deposit.label`)} {t(`deposit.status.${a.deposit.status}`)}
                    </span>
                  )}
                  {isLive(a) && started && (
                    <Space style={{ marginTop: 4, display: 'flex' }}>
                      <Button
                        size="mini"
                        color="success"
                        loading={busy === `${a.appointment_id}:completed`}
                        onClick={() => void mark(a, 'completed')}
                      >
                        {t('complete')}
                      </Button>
                      <Button
                        size="mini"
                        color="warning"
                        fill="outline"
                        loading={busy === `${a.appointment_id}:no_show`}
                        onClick={() => void mark(a, 'no_show')}
                      >
                        {t('noShow')}
                      </Button>
                    </Space>
                  )}
                </>
              }
              extra={<Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>}
            >
              {personName(a.client) || '—'}
            </List.Item>
          );
        })}
      </List>
      {error && (
        <p className="field-error" role="alert" style={{ padding: '0 16px' }}>
          {error}
        </p>
      )}
      <Space direction="vertical" block style={{ padding: '8px 16px 0' }}>
        {live && Date.parse(s.starts_at) > now && (
          <>
            <Space block justify="between" align="center">
              <span>{t('sessions.changeCapacity')}</span>
              <Stepper
                aria-label={t('sessions.changeCapacity')}
                min={Math.max(s.seats_taken, 1)}
                max={500}
                digits={0}
                value={seats}
                onChange={(v) => setCapacity(Math.round(v))}
              />
            </Space>
            {seats !== s.capacity && (
              <Button
                block
                color="primary"
                loading={busy === 'capacity'}
                onClick={() =>
                  void run(
                    'capacity',
                    () => changeSessionCapacity(id, seats, t('sessions.capacityError')),
                    t('sessions.capacitySaved'),
                    t('sessions.capacityError'),
                  ).then(() => setCapacity(null))
                }
              >
                {t('sessions.saveCapacity')}
              </Button>
            )}
            <Button block color="danger" fill="outline" loading={busy === 'cancel'} onClick={() => void cancel()}>
              {t('sessions.cancelSession')}
            </Button>
          </>
        )}
        <Button block fill="none" onClick={onClose}>
          {t('common:close')}
        </Button>
      </Space>
    </>
  );
}

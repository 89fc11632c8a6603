import { Suspense, useRef, useState, type ComponentProps } from 'react';
import { Button, List, Popup, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useRefreshAppointments } from '../../api/appointments';
import { bookSeat, type PublicSession } from '../../api/sessions';
import { PageLoading } from '../../components/PageLoading';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { preloadable } from '../../lib/preloadable';
import { haptic } from '../../lib/telegram';
import { useRegistration } from '../../session/registration';
import type { BookingTarget } from './booking-target';
import { fullName, newIdempotencyKey } from './booking-time';
import { longDay, seatsText, wallClock } from './session-line';
import { SessionWaitlist } from './SessionWaitlist';

const BookingDone = preloadable<ComponentProps<(typeof import('./booking-steps'))['BookingDone']>>(() =>
  import('./booking-steps').then((m) => ({ default: m.BookingDone })),
);

interface Props {
  session: PublicSession | null;
  address: string | null;
  onClose: () => void;
}

/** What BookingDone shows for a seat (the session's service and master; the page's address). */
function targetOf(s: PublicSession, address: string | null): BookingTarget {
  return {
    link: '',
    source: { kind: 'master', code: '' },
    service: { ...s.service, description: null, deposit: null },
    master: { id: s.master.id, name: fullName(s.master) },
    address,
    organization: null,
  };
}

/**
 * One session of a public page: when, with whom, the price and the seats left, and «Записаться» (the second
 * tap); a full session offers the waitlist instead. Booked: the usual success screen (or the deposit's invoice).
 */
export function SessionSheet({ session: s, address, onClose }: Props) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshAppointments = useRefreshAppointments();
  const { status } = useRegistration();
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<AppointmentResponse | null>(null);
  // someone took the last seat first: the waitlist instead
  const [fullNow, setFullNow] = useState(false);
  const running = useRef(false);

  function close() {
    setError(null);
    setBooked(null);
    setFullNow(false);
    setKey(newIdempotencyKey());
    onClose();
  }

  async function book() {
    if (!s || running.current) return;
    if (status === 'unregistered') {
      Toast.show({ content: t('registerFirst'), duration: 3000 });
      void navigate('/');
      return;
    }
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const appointment = await bookSeat(s.id, key, t('sessions.bookError'));
      haptic('success');
      setBooked(appointment);
      void refreshAppointments();
    } catch (e) {
      haptic('error');
      const taken = e instanceof ApiError && e.code === 'session_full';
      if (taken) setFullNow(true);
      setError(taken ? t('sessions.fullNow') : errorText(e));
    } finally {
      running.current = false;
      setBusy(false);
      // the seats left changed either way (taken by us, or by someone faster)
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    }
  }

  const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : t('sessions.bookError'));
  const wall = s ? wallClock(s.starts_at) : null;
  const full = s !== null && (s.seats_left === 0 || fullNow);

  return (
    <Popup
      visible={s !== null}
      onMaskClick={close}
      destroyOnClose
      bodyStyle={{ padding: '8px 0 16px', maxHeight: '90vh', overflowY: 'auto' }}
    >
      {s && booked && (
        <Suspense fallback={<PageLoading />}>
          <BookingDone target={targetOf(s, address)} appointment={booked} />
        </Suspense>
      )}
      {s && !booked && wall && (
        <div role="dialog" aria-label={s.service.name}>
          <List header={s.service.name}>
            <List.Item extra={`${longDay(wall.date, i18n.language)}, ${wall.time}`}>{t('sessions.when')}</List.Item>
            <List.Item extra={fullName(s.master)}>{t('master')}</List.Item>
            {s.service.price !== null && <List.Item extra={formatPrice(s.service.price)}>{t('price')}</List.Item>}
            {s.service.deposit !== null && (
              <List.Item extra={formatPrice(s.service.deposit)}>{t('sessions.deposit')}</List.Item>
            )}
            <List.Item extra={full ? t('sessions.full') : seatsText(s, t)}>{t('sessions.seats')}</List.Item>
          </List>
          {error && (
            <p className="field-error" role="alert" style={{ padding: '0 16px' }}>
              {error}
            </p>
          )}
          <div style={{ padding: '8px 16px 0' }}>
            {!full ? (
              <Button block color="primary" size="large" loading={busy} onClick={() => void book()}>
                {t('sessions.book')}
              </Button>
            ) : (
              <SessionWaitlist session={s} />
            )}
            <Button block fill="none" onClick={close} style={{ marginTop: 8 }}>
              {t('common:close')}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}

import { useRef, useState } from 'react';
import { Button, Form, Input, List, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { SeriesResponse } from '@api/appointments/appointment-series.contract';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { createAppointment } from '../../api/appointments';
import { createSeries } from '../../api/appointments-series';
import { fetchMe, useUpdateMe } from '../../api/users';
import { useBackHandler } from '../../components/back-handler';
import { Field } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { useMainButton } from '../../lib/main-button';
import { haptic } from '../../lib/telegram';
import { isValidPhone, normalizePhone } from '../../lib/validation';
import { useMe } from '../../session/me';
import type { BookingTarget } from './booking-target';
import { MasterFilter } from './MasterFilter';
import { RepeatSeries, rruleOf, type Repeat } from './RepeatSeries';
import { dayAndTime, fullName, newIdempotencyKey, otherZoneLabel } from './booking-time';
import type { SlotPick } from './SlotPicker';

/** The server's limit (src/appointments/dto/appointment.dto.ts COMMENT_MAX). */
const COMMENT_MAX = 1000;

interface Props {
  target: BookingTarget;
  pick: SlotPick;
  onBooked: (appointment: AppointmentResponse) => void;
  /** Booked as a repeating visit: the visits booked and the dates skipped. */
  onSeriesBooked: (series: SeriesResponse) => void;
  /** The time was taken or stopped being offered meanwhile (409, 422): `note` says which. */
  onTaken: (note: string) => void;
  onBack: () => void;
}

/**
 * The confirmation: service, master, place, price, duration, the date and time on the master's clock, an
 * optional comment, and the phone when the profile has none. One idempotency key per confirmation, so a
 * double tap (or a retry after saving the phone) books once.
 */
export function ConfirmBooking({ target, pick, onBooked, onSeriesBooked, onTaken, onBack }: Props) {
  const { t, i18n } = useTranslation('booking');
  const me = useMe();
  const updateMe = useUpdateMe();
  const [key, setKey] = useState(newIdempotencyKey);
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [masterId, setMasterId] = useState(pick.masterIds[0]);
  const [comment, setComment] = useState('');
  const [phone, setPhone] = useState('');
  const [askPhone, setAskPhone] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const needPhone = askPhone || (me.data !== undefined && !me.data.phone);

  const { service } = target;
  const { day, time } = dayAndTime(pick.startsAt, pick.zone, i18n.language);
  const zoneLabel = otherZoneLabel(pick.zone, pick.startsAt);
  const duration = service.duration_minutes ?? pick.durationMinutes;
  const candidates = pick.masters.filter((m) => pick.masterIds.includes(m.id));
  const masterName =
    target.master?.name ?? fullName(pick.masters.find((m) => m.id === masterId) ?? { first_name: '', last_name: null });

  async function confirm(): Promise<void> {
    if (running.current) return;
    setError(null);
    if (needPhone && !isValidPhone(phone)) {
      setPhoneError(t('common:phoneInvalid'));
      haptic('error');
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      if (needPhone) {
        const current = me.data ?? (await fetchMe());
        await updateMe(
          {
            first_name: current.first_name,
            last_name: current.last_name,
            phone: normalizePhone(phone),
            email: current.email,
          },
          t('phoneSaveError'),
        );
        setAskPhone(false);
      }
      if (repeat) {
        // the taken dates are skipped and listed on the done screen, as the preview showed them
        const series = await createSeries(
          {
            master_id: masterId,
            service_id: service.id,
            starts_at: pick.startsAt,
            rrule: rruleOf(repeat),
            on_conflict: 'skip',
            comment: comment.trim() || null,
            idempotency_key: key,
          },
          t('repeat.error'),
        );
        haptic('success');
        onSeriesBooked(series);
        return;
      }
      const appointment = await createAppointment(
        {
          master_id: masterId,
          service_id: service.id,
          starts_at: pick.startsAt,
          comment: comment.trim() || null,
          idempotency_key: key,
        },
        t('bookingError'),
      );
      haptic('success');
      onBooked(appointment);
    } catch (e) {
      haptic('error');
      if (repeat && !(e instanceof ApiError && e.code === 'phone_required')) {
        // a series refused as a whole (series_conflict, series_deposit, limits): the server's words
        setError(e instanceof Error && e.message ? e.message : t('repeat.error'));
      } else if (e instanceof ApiError && (e.code === 'slot_taken' || e.code === 'slot_unavailable')) {
        // taken by someone else, or no longer offered (it began while the client read this, the hours changed)
        const note = e.code === 'slot_taken' ? t('slotTaken') : t('slotGone');
        Toast.show({ icon: 'fail', content: note });
        onTaken(note);
      } else if (e instanceof ApiError && e.code === 'phone_required') {
        setAskPhone(true);
        setError(t('phoneRequired'));
      } else {
        setError(e instanceof Error && e.message ? e.message : t('bookingError'));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  // Telegram's BackButton (and the page's arrow) return to the times, as "Other time" does, not off the page.
  useBackHandler(() => {
    if (!running.current) onBack();
  });
  const confirmText = repeat ? t('repeat.confirm') : t('confirm');
  const native = useMainButton({ text: confirmText, onClick: () => void confirm(), loading: busy });
  const row = (label: string, value: string | null | undefined) =>
    value ? <List.Item extra={value}>{label}</List.Item> : null;

  return (
    <section aria-label={t('confirmTitle')}>
      <List header={t('confirmTitle')} mode="card">
        {row(t('service'), service.name)}
        {candidates.length > 1 ? null : row(t('master'), masterName)}
        {row(t('organization'), target.organization)}
        {row(t('address'), target.address)}
        {row(t('date'), day)}
        {row(t('time'), time)}
        {duration !== null && row(t('duration'), t('minutes', { count: duration }))}
        {service.price !== null && row(t('price'), formatPrice(service.price))}
      </List>
      {zoneLabel && (
        <div style={{ color: 'var(--adm-color-weak)', fontSize: 12, margin: '0 16px 8px' }}>
          {t('zoneNote', { offset: zoneLabel })}
        </div>
      )}
      {candidates.length > 1 && (
        <div style={{ margin: '0 12px 12px' }}>
          <div style={{ marginBottom: 4 }}>{t('freeMasters')}</div>
          <MasterFilter
            masters={candidates}
            value={masterId}
            onChange={(id) => id !== null && setMasterId(id)}
            any={false}
          />
        </div>
      )}
      {/* a deposit is paid per visit: such a service is booked one visit at a time */}
      {!service.deposit && (
        <RepeatSeries
          masterId={masterId}
          serviceId={service.id}
          startsAt={pick.startsAt}
          zone={pick.zone}
          value={repeat}
          disabled={busy}
          onChange={(r) => {
            setRepeat(r);
            // another series is another request: a key of its own
            setKey(newIdempotencyKey());
            setError(null);
          }}
        />
      )}
      <Form layout="vertical" mode="card">
        {needPhone && (
          <Field label={t('phone')} required error={phoneError ?? undefined} hint={t('phoneHint')}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 999 123-45-67"
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setPhoneError(null);
              }}
            />
          </Field>
        )}
        <Field label={t('comment')} hint={t('commentHint')}>
          <TextArea
            value={comment}
            onChange={setComment}
            maxLength={COMMENT_MAX}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('commentPlaceholder')}
          />
        </Field>
      </Form>
      {error && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', margin: '0 16px 12px' }}>
          {error}
        </div>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '0 12px 16px' }}>
        {!native && (
          <Button
            block
            color="primary"
            size="large"
            loading={busy}
            data-testid={repeat ? 'series-confirm' : undefined}
            onClick={() => void confirm()}
          >
            {confirmText}
          </Button>
        )}
        <Button block fill="outline" disabled={busy} onClick={onBack}>
          {t('otherTime')}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Button, Popup, Selector, SpinLoading, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentMaster, AppointmentResponse } from '@api/appointments/appointments.contract';
import { rescheduleAppointment, useRefreshAppointments, useRescheduleSlots } from '../../api/appointments';
import { ApiError } from '../../lib/api-client';
import { haptic } from '../../lib/telegram';
import { DateTimeFields } from '../../components/appointments/DateTimeFields';
import { addDays, formatDay, todayIn, isoInZone, clockIn } from '../../lib/zoned-time';

/** Days of free times offered for a move. */
const SLOT_DAYS = 14;

/** Links the answer may carry (asked of the API: without them the time is typed in). */
type MasterWithLinks = AppointmentMaster & { deep_link?: string | null; master_code?: string | null };

/** The public slots route of the booking's master, when the answer names their link. */
export function slotsPathOf(a: AppointmentResponse): string | null {
  const m = a.master as MasterWithLinks;
  if (a.organization_id !== null && m.master_code)
    return `/public/organization-master/${encodeURIComponent(m.master_code)}/slots`;
  if (m.deep_link) return `/public/master/${encodeURIComponent(m.deep_link)}/slots`;
  return null;
}

export interface ReschedulePopupProps {
  appointment: AppointmentResponse | null;
  onClose: () => void;
  now?: number;
}

export function ReschedulePopup({ appointment, onClose, now = Date.now() }: ReschedulePopupProps) {
  const { t } = useTranslation('appointments');
  return (
    <Popup visible={appointment !== null} onMaskClick={onClose} destroyOnClose bodyStyle={{ padding: 16 }}>
      <div role="dialog" aria-label={t('rescheduleTitle')}>
        <h3 style={{ marginTop: 0 }}>{t('rescheduleTitle')}</h3>
        {appointment && <Picker appointment={appointment} onClose={onClose} now={now} />}
      </div>
    </Popup>
  );
}

function Picker({
  appointment: a,
  onClose,
  now,
}: {
  appointment: AppointmentResponse;
  onClose: () => void;
  now: number;
}) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshAppointments();
  const from = todayIn(a.time_zone, now);
  const to = addDays(from, SLOT_DAYS - 1);
  const slots = useRescheduleSlots(slotsPathOf(a), a.service_id, from, to);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [typed, setTyped] = useState({ date: from, time: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Free times when the API offers them; otherwise the date and time are typed in.
  const offered = slots.isSuccess ? slots.data.days.filter((d) => d.slots.length > 0) : null;
  const zone = slots.data?.time_zone ?? a.time_zone;
  const shownDay = day ?? offered?.[0]?.date ?? null;
  const times = offered?.find((d) => d.date === shownDay)?.slots ?? [];

  async function submit() {
    const startsAt = offered ? slot : typed.time ? isoInZone(typed.date, typed.time, a.time_zone) : null;
    if (!startsAt) {
      setError(t(offered ? 'chooseTime' : 'timeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await rescheduleAppointment(a.id, startsAt, t('rescheduleError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('rescheduleDone') });
      await refresh();
      onClose();
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('rescheduleError'));
      if (e instanceof ApiError && (e.code === 'slot_taken' || e.code === 'slot_unavailable')) {
        // the times shown held the one just lost: ask for fresh ones and drop the choice
        setSlot(null);
        setDay(null);
        void slots.refetch();
      }
    } finally {
      setBusy(false);
    }
  }

  if (slots.isLoading) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <SpinLoading />
      </div>
    );
  }
  return (
    <>
      <p className="hint">{t('zoneHint', { zone })}</p>
      {offered && offered.length === 0 && <p>{t('noSlots')}</p>}
      {offered && offered.length > 0 && (
        <>
          <div className="hint">{t('chooseDay')}</div>
          <Selector
            columns={4}
            options={offered.map((d) => ({ label: formatDay(d.date).slice(0, 5), value: d.date }))}
            value={shownDay ? [shownDay] : []}
            onChange={(v) => {
              if (v[0]) setDay(v[0]);
              setSlot(null);
            }}
          />
          <div className="hint" style={{ marginTop: 12 }}>
            {t('chooseTime')}
          </div>
          <Selector
            columns={4}
            options={times.map((s) => ({ label: clockIn(s, zone), value: s }))}
            value={slot ? [slot] : []}
            onChange={(v) => setSlot(v[0] ?? null)}
          />
        </>
      )}
      {!offered && <DateTimeFields value={typed} onChange={setTyped} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" loading={busy} style={{ marginTop: 12 }} onClick={() => void submit()}>
        {t('rescheduleSave')}
      </Button>
    </>
  );
}

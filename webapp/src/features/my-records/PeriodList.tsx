import { useMemo, useState } from 'react';
import { ErrorBlock, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useAppointmentCalendar } from '../../api/appointments';
import { AppointmentList } from '../../components/appointments/Agenda';
import { AppointmentDetails } from '../../components/appointments/AppointmentDetails';
import { CancelSheet } from '../../components/appointments/CancelSheet';
import { inRange, periodRange, type Period } from './period';
import { addDays, browserZone, formatDay, todayIn, zonedDate } from '../../lib/zoned-time';

export interface PeriodListProps {
  period: Period;
  /** A master's own id, or null for the caller's organization (every master). */
  masterId: number | null;
  enabled: boolean;
  /** Salon lists name the master of each booking. */
  showMaster: boolean;
}

/** Staff's bookings of a period (today, this month, the coming weeks), day by day, with the same actions. */
export function PeriodList({ period, masterId, enabled, showMaster }: PeriodListProps) {
  const { t } = useTranslation('appointments');
  const [now] = useState(() => Date.now());
  const [open, setOpen] = useState<AppointmentResponse | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentResponse | null>(null);
  // Asked a day wider on each side: the answer's zone (the salon's or the master's) may be a day apart.
  const asked = periodRange(period, todayIn(browserZone(), now));
  const calendar = useAppointmentCalendar(
    { from: addDays(asked.from, -1), to: addDays(asked.to, 1), masterId },
    enabled,
  );
  const zone = calendar.data?.time_zone ?? browserZone();

  const days = useMemo(() => {
    const range = periodRange(period, todayIn(zone, now));
    const map = new Map<string, AppointmentResponse[]>();
    for (const a of calendar.data?.appointments ?? []) {
      const day = zonedDate(a.starts_at, zone);
      if (!inRange(day, range)) continue;
      map.set(day, [...(map.get(day) ?? []), a]);
    }
    return [...map.entries()].sort(([x], [y]) => x.localeCompare(y));
  }, [calendar.data, zone, period, now]);

  if (calendar.isError) {
    return <ErrorBlock status="default" title={calendar.error.message || t('loadError')} description="" />;
  }
  if (!calendar.data) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <SpinLoading />
      </div>
    );
  }
  return (
    <>
      {days.length === 0 && <ErrorBlock status="empty" title={t('empty')} description="" />}
      {days.map(([day, items]) => (
        <AppointmentList key={day} header={formatDay(day)} items={items} onOpen={setOpen} showMaster={showMaster} />
      ))}
      <AppointmentDetails
        appointment={open}
        now={now}
        onClose={() => setOpen(null)}
        onChanged={setOpen}
        onCancel={(a) => {
          setOpen(null);
          setCancelling(a);
        }}
      />
      <CancelSheet appointment={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

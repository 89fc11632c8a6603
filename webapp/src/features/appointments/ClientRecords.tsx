import { useState } from 'react';
import { ErrorBlock, SpinLoading, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useMyAppointments, type AppointmentScope } from '../../api/appointments';
import { CancelSheet } from './CancelSheet';
import { ClientRecordCard } from './ClientRecordCard';
import { ReschedulePopup } from './ReschedulePopup';

/** The caller's own bookings as a client: upcoming (soonest first) and history (latest first). */
export function ClientRecords({ filter }: { filter?: (a: AppointmentResponse) => boolean } = {}) {
  const { t } = useTranslation('appointments');
  const [scope, setScope] = useState<AppointmentScope>('upcoming');
  const [now] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState<AppointmentResponse | null>(null);
  const [moving, setMoving] = useState<AppointmentResponse | null>(null);
  return (
    <>
      <Tabs activeKey={scope} onChange={(key) => setScope(key as AppointmentScope)}>
        <Tabs.Tab title={t('upcoming')} key="upcoming" />
        <Tabs.Tab title={t('past')} key="past" />
      </Tabs>
      <RecordList scope={scope} now={now} filter={filter} onCancel={setCancelling} onReschedule={setMoving} />
      <CancelSheet appointment={cancelling} onClose={() => setCancelling(null)} />
      <ReschedulePopup appointment={moving} onClose={() => setMoving(null)} now={now} />
    </>
  );
}

function RecordList({
  scope,
  now,
  filter,
  onCancel,
  onReschedule,
}: {
  scope: AppointmentScope;
  now: number;
  filter?: (a: AppointmentResponse) => boolean;
  onCancel: (a: AppointmentResponse) => void;
  onReschedule: (a: AppointmentResponse) => void;
}) {
  const { t } = useTranslation('appointments');
  const list = useMyAppointments(scope);
  if (list.isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <SpinLoading />
      </div>
    );
  }
  if (list.isError) return <ErrorBlock status="default" title={list.error.message || t('loadError')} description="" />;
  const items = filter ? list.data.appointments.filter(filter) : list.data.appointments;
  if (items.length === 0) return <ErrorBlock status="empty" title={t('empty')} description="" />;
  return (
    <div role="list" aria-label={t(scope)}>
      {items.map((a) => (
        <div role="listitem" key={a.id}>
          <ClientRecordCard appointment={a} now={now} onCancel={onCancel} onReschedule={onReschedule} />
        </div>
      ))}
    </div>
  );
}

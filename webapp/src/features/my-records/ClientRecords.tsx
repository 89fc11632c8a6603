import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBlock, NoticeBar, SpinLoading, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useMyAppointments, type AppointmentScope } from '../../api/appointments';
import { canChange } from '../../components/appointments/appointment-status';
import { CancelSheet } from '../../components/appointments/CancelSheet';
import { ClientRecordCard } from './ClientRecordCard';
import { ReschedulePopup } from './ReschedulePopup';
import { LINK_PARAM, linkedId } from '../../components/appointments/use-board';
import { useLinkedRecord } from './use-linked-record';

/**
 * The caller's own bookings as a client: upcoming (soonest first) and history (latest first). A notice's link
 * (?appointment=42) shows that booking, highlighted, in its tab; with &action=reschedule its move opens at once
 * (or says why it cannot).
 */
export function ClientRecords({ filter }: { filter?: (a: AppointmentResponse) => boolean } = {}) {
  const { t } = useTranslation('appointments');
  const [params, setParams] = useSearchParams();
  const [scope, setScope] = useState<AppointmentScope>('upcoming');
  const [now] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState<AppointmentResponse | null>(null);
  const [moving, setMoving] = useState<AppointmentResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const linked = linkedId(params.get(LINK_PARAM));
  const action = params.get('action');
  const link = useLinkedRecord(linked);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (link.state !== 'found' || handled.current === link.appointment.id) return;
    const a = link.appointment;
    handled.current = a.id;
    setScope(link.scope);
    if (action !== 'reschedule') return;
    if (link.scope === 'upcoming' && canChange(a, now)) setMoving(a);
    else setNotice(t(a.status === 'cancelled' ? 'cannotMoveCancelled' : 'cannotMovePast'));
    // done with the action: going back to this address shows the booking, without the move again
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.delete('action');
        return p;
      },
      { replace: true },
    );
  }, [link, action, now, t, setParams]);

  return (
    <>
      {link.state === 'searching' && <NoticeBar content={t('linkSearching')} color="info" />}
      {link.state === 'missing' && (
        <div role="alert">
          <NoticeBar content={t('linkNotFound')} color="alert" wrap />
        </div>
      )}
      {notice && (
        <div role="alert">
          <NoticeBar content={notice} color="alert" wrap closeable onClose={() => setNotice(null)} />
        </div>
      )}
      <Tabs activeKey={scope} onChange={(key) => setScope(key as AppointmentScope)}>
        <Tabs.Tab title={t('upcoming')} key="upcoming" />
        <Tabs.Tab title={t('past')} key="past" />
      </Tabs>
      <RecordList
        scope={scope}
        now={now}
        filter={filter}
        highlight={link.state === 'found' ? link.appointment.id : null}
        onCancel={setCancelling}
        onReschedule={setMoving}
      />
      <CancelSheet appointment={cancelling} onClose={() => setCancelling(null)} />
      <ReschedulePopup appointment={moving} onClose={() => setMoving(null)} now={now} />
    </>
  );
}

function RecordList({
  scope,
  now,
  filter,
  highlight,
  onCancel,
  onReschedule,
}: {
  scope: AppointmentScope;
  now: number;
  filter?: (a: AppointmentResponse) => boolean;
  /** The linked booking: marked, and scrolled into view. */
  highlight: number | null;
  onCancel: (a: AppointmentResponse) => void;
  onReschedule: (a: AppointmentResponse) => void;
}) {
  const { t } = useTranslation('appointments');
  const list = useMyAppointments(scope);
  const scrollHere = useCallback((el: HTMLDivElement | null) => el?.scrollIntoView?.({ block: 'center' }), []);
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
        <div
          role="listitem"
          key={a.id}
          ref={a.id === highlight ? scrollHere : undefined}
          aria-current={a.id === highlight ? 'true' : undefined}
        >
          <ClientRecordCard
            appointment={a}
            now={now}
            highlighted={a.id === highlight}
            onCancel={onCancel}
            onReschedule={onReschedule}
            all={list.data.appointments}
          />
        </div>
      ))}
    </div>
  );
}

import { Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Card, SpinLoading, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { SeriesResponse } from '@api/appointments/appointment-series.contract';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useRefreshAppointments } from '../../api/appointments';
import { queryKeys } from '../../api/query-keys';
import { fetchSlots } from '../../api/slots';
import { clearPendingChoice, savePendingChoice, type PendingChoice } from '../../lib/pending-choice';
import { addDays } from '../../lib/zoned-time';
import { useRegistration } from '../../session/registration';
import { PageLoading } from '../../components/PageLoading';
import { preloadable } from '../../lib/preloadable';
import { whenIdle } from '../../lib/when-idle';
import type { BookingTarget } from './booking-target';
import { sameInstant, zoneOf } from './booking-time';
import { SlotPicker, type SlotPick } from './SlotPicker';

const loadSteps = () => import('./booking-steps');
type Steps = Awaited<ReturnType<typeof loadSteps>>;
const ConfirmBooking = preloadable<ComponentProps<Steps['ConfirmBooking']>>(() =>
  loadSteps().then((m) => ({ default: m.ConfirmBooking })),
);
const BookingDone = preloadable<ComponentProps<Steps['BookingDone']>>(() =>
  loadSteps().then((m) => ({ default: m.BookingDone })),
);
const SeriesDone = preloadable<ComponentProps<Steps['SeriesDone']>>(() =>
  loadSteps().then((m) => ({ default: m.SeriesDone })),
);

type Step =
  | { kind: 'checking'; pending: PendingChoice }
  | { kind: 'pick'; note: string | null; masterId: number | null }
  | { kind: 'confirm'; pick: SlotPick }
  | { kind: 'done'; appointment: AppointmentResponse }
  | { kind: 'seriesDone'; series: SeriesResponse; zone: string };

interface Props {
  target: BookingTarget;
  /** A choice made before registering, for this page and service: opened on the confirmation if still free. */
  pending: PendingChoice | null;
  /** The page itself, shown above the times (not on the confirmation and success screens). */
  children: ReactNode;
}

/**
 * The booking of a public page: free times -> confirmation -> success. A visitor who is not registered yet
 * keeps the chosen time and goes through client registration, which brings them back to it. A time taken
 * meanwhile sends them back to fresh times with a note.
 */
export function BookingFlow({ target, pending, children }: Props) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshAppointments = useRefreshAppointments();
  const { status } = useRegistration();
  const [step, setStep] = useState<Step>(() =>
    pending ? { kind: 'checking', pending } : { kind: 'pick', note: null, masterId: null },
  );
  const { source, service } = target;
  const { kind, code } = source;
  const slotsKey = queryKeys.masterSlots(kind, code, service.id);

  useEffect(() => {
    if (step.kind !== 'pick') window.scrollTo(0, 0);
  }, [step.kind]);

  // the next steps' code once the page has settled, not while it draws its first screen (a failure shows when
  // the step renders; a tap before then loads it on the spot)
  useEffect(() => whenIdle(() => void ConfirmBooking.preload().catch(() => undefined)), []);

  // Back from registration: is the time chosen before still free?
  useEffect(() => {
    if (step.kind !== 'checking') return undefined;
    let live = true;
    const p = step.pending;
    const date = new Date(p.startsAt).toISOString().slice(0, 10);
    const taken: Step = { kind: 'pick', note: t('pendingTaken'), masterId: p.masterId };
    fetchSlots({ kind, code }, p.serviceId, addDays(date, -1), addDays(date, 1)).then(
      (page) => {
        if (!live) return;
        clearPendingChoice();
        const slot = page.days.flatMap((d) => d.slots).find((s) => sameInstant(s, p.startsAt));
        const free = !slot ? [] : kind === 'organization' ? (page.free[slot] ?? []) : [page.master_id];
        const ids = free.filter((id): id is number => id !== null && (p.masterId === null || id === p.masterId));
        if (!slot || ids.length === 0) return setStep(taken);
        setStep({
          kind: 'confirm',
          pick: {
            startsAt: slot,
            masterIds: ids,
            zone: zoneOf(page.time_zone),
            masters: page.masters,
            chosenMaster: p.masterId,
            durationMinutes: page.service.duration_minutes,
          },
        });
      },
      () => {
        if (!live) return;
        clearPendingChoice();
        setStep({ kind: 'pick', note: null, masterId: p.masterId });
      },
    );
    return () => {
      live = false;
    };
  }, [step, kind, code, t]);

  function onPick(pick: SlotPick) {
    if (status === 'unregistered') {
      savePendingChoice({
        link: target.link,
        serviceId: service.id,
        startsAt: pick.startsAt,
        masterId: pick.chosenMaster,
      });
      Toast.show({ content: t('registerFirst'), duration: 3000 });
      void navigate('/');
      return;
    }
    setStep({ kind: 'confirm', pick });
  }

  if (step.kind === 'confirm') {
    return (
      <Suspense fallback={<PageLoading />}>
        <ConfirmBooking
          target={target}
          pick={step.pick}
          onBack={() => setStep({ kind: 'pick', note: null, masterId: step.pick.chosenMaster })}
          onTaken={(note) => {
            // the times shown before held the one just lost: drop them, so the picker waits for fresh ones
            // instead of offering it again while they load
            void queryClient.resetQueries({ queryKey: slotsKey });
            setStep({ kind: 'pick', note, masterId: step.pick.chosenMaster });
          }}
          onBooked={(appointment) => {
            void queryClient.invalidateQueries({ queryKey: slotsKey });
            void refreshAppointments();
            setStep({ kind: 'done', appointment });
          }}
          onSeriesBooked={(series) => {
            void queryClient.invalidateQueries({ queryKey: slotsKey });
            void refreshAppointments();
            setStep({ kind: 'seriesDone', series, zone: step.pick.zone });
          }}
        />
      </Suspense>
    );
  }
  if (step.kind === 'done') {
    return (
      <Suspense fallback={<PageLoading />}>
        <BookingDone target={target} appointment={step.appointment} />
      </Suspense>
    );
  }

  if (step.kind === 'seriesDone') {
    return (
      <Suspense fallback={<PageLoading />}>
        <SeriesDone target={target} series={step.series} zone={step.zone} />
      </Suspense>
    );
  }

  return (
    <>
      {children}
      {step.kind === 'checking' ? (
        <Card style={{ margin: '0 12px 12px' }}>
          <div style={{ display: 'flex', justifyContent: 'center', padding: 12 }}>
            <SpinLoading />
          </div>
        </Card>
      ) : (
        <div id="booking-times">
          <SlotPicker
            key={service.id}
            source={source}
            service={service}
            onPick={onPick}
            note={step.note}
            masterId={step.masterId}
          />
        </div>
      )}
    </>
  );
}

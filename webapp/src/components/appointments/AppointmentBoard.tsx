import { useEffect, useState, type ReactNode } from 'react';
import { Button, ErrorBlock, NoticeBar, Space, SpinLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { SessionResponse } from '../../api/sessions';
import { Agenda, type MasterColumn } from './Agenda';
import { AppointmentDetails } from './AppointmentDetails';
import { CancelSheet } from './CancelSheet';
import { ManualBookingForm, type BookableMaster } from './ManualBookingForm';
import { SessionDetails } from './SessionDetails';
import { SessionForm } from './SessionForm';
import { useBoard } from './use-board';
import { useBoardSessions } from './use-board-sessions';
import { useLinkedAppointment } from './use-linked-appointment';
import { WeekStrip } from './WeekStrip';
import { useDayHours, WorkingHours } from './WorkingHours';
import { zonedDate } from '../../lib/zoned-time';

export interface AppointmentBoardProps {
  /** The calendar's master filter: a master's own id, one salon master, or null for the whole salon. */
  masterId: number | null;
  /** A salon: the day grouped by these masters. */
  columns?: MasterColumn[];
  /** Who "add a client" may book for. */
  bookable: BookableMaster[];
  /** Above the week (a salon's master filter). */
  toolbar?: ReactNode;
  /** false: nothing is asked (the masters are still loading). */
  enabled?: boolean;
  /** Whose working hours to show over the day ('me', or one salon master's id); null or absent: none. */
  hoursOf?: string | null;
  /** A linked booking (?appointment=) not found here: a path that may have it (a master's salon records). */
  elsewhere?: string | null;
}

/** A master's or a salon's bookings by day and week, their details and actions, and "add a client". */
export function AppointmentBoard(props: AppointmentBoardProps) {
  const { masterId, columns, bookable, toolbar, enabled = true, hoursOf = null, elsewhere = null } = props;
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const board = useBoard(masterId, enabled);
  const hours = useDayHours(enabled ? hoursOf : null, board);
  const [open, setOpen] = useState<AppointmentResponse | null>(null);
  const link = useLinkedAppointment(board, masterId, enabled, setOpen);
  const [cancelling, setCancelling] = useState<AppointmentResponse | null>(null);
  const shownMasters = masterId !== null ? [masterId] : (columns ?? []).map((c) => c.id);
  const sessions = useBoardSessions(board, shownMasters, bookable, enabled);
  const [session, setSession] = useState<SessionResponse | null>(null);
  const [planning, setPlanning] = useState(false);
  // «Записать» on a client's card comes here with the client's name and phone: the form opens for them
  // once the masters to book for are known (the form picks its master when it opens)
  const [params] = useSearchParams();
  const bookName = params.get('book_name');
  const prefill = bookName ? { name: bookName, phone: params.get('book_phone') ?? '' } : null;
  const [adding, setAdding] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (bookName && !prefilled && bookable.length > 0) {
      setPrefilled(true);
      setAdding(true);
    }
  }, [bookName, prefilled, bookable.length]);
  const { calendar } = board;

  return (
    <>
      {toolbar}
      {link === 'searching' && <NoticeBar content={t('linkSearching')} color="info" />}
      {link === 'missing' && (
        <div role="alert">
          <NoticeBar content={t('linkNotFound')} color="alert" wrap />
          {elsewhere && (
            <Button size="small" fill="none" color="primary" onClick={() => void navigate(elsewhere)}>
              {t('openInSalon')}
            </Button>
          )}
        </div>
      )}
      <WeekStrip board={board} />
      {calendar.isError && (
        <ErrorBlock status="default" title={calendar.error.message || t('loadError')} description="" />
      )}
      {calendar.isPending && enabled && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {hours && board.view === 'day' && <WorkingHours hours={hours} board={board} />}
      {calendar.data && (
        <Agenda
          board={board}
          onOpen={setOpen}
          masters={columns}
          hours={hours}
          sessions={sessions}
          onOpenSession={setSession}
        />
      )}
      <Space direction="vertical" block style={{ padding: 16 }}>
        <Button block color="primary" disabled={bookable.length === 0} onClick={() => setAdding(true)}>
          <AddOutline /> {t('addClient')}
        </Button>
        <Button block disabled={bookable.length === 0} onClick={() => setPlanning(true)}>
          <AddOutline /> {t('sessions.add')}
        </Button>
      </Space>
      <AppointmentDetails
        appointment={open}
        now={board.now}
        onClose={() => setOpen(null)}
        onChanged={setOpen}
        onCancel={(a) => {
          setOpen(null);
          setCancelling(a);
        }}
      />
      <CancelSheet appointment={cancelling} onClose={() => setCancelling(null)} />
      <SessionDetails
        session={session}
        zone={board.zone}
        now={board.now}
        serviceName={sessions.serviceName}
        onClose={() => setSession(null)}
      />
      <SessionForm
        visible={planning}
        onClose={() => setPlanning(false)}
        masters={bookable}
        zone={board.zone}
        date={board.date}
        onCreated={(s) => board.setDate(zonedDate(s.starts_at, board.zone))}
      />
      <ManualBookingForm
        visible={adding}
        onClose={() => setAdding(false)}
        masters={bookable}
        client={prefill}
        zone={board.zone}
        date={board.date}
        onBooked={(a) => board.setDate(zonedDate(a.starts_at, board.zone))}
      />
    </>
  );
}

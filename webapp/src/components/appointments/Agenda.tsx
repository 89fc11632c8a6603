import { List, Tag } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import type { SessionResponse } from '../../api/sessions';
import { isLive, personName, shownStatus, STATUS_COLOR } from './appointment-status';
import { SessionBlock, type DaySessions } from './SessionBlock';
import type { BoardSessions } from './use-board-sessions';
import { isSeat } from './use-board-sessions';
import type { Board } from './use-board';
import { hoursLine, type DayHoursOf } from './WorkingHours';
import { formatDay, clockIn } from '../../lib/zoned-time';

export interface MasterColumn {
  id: number;
  name: string;
}

export interface AgendaProps {
  board: Board;
  onOpen: (a: AppointmentResponse) => void;
  /** A salon: the day grouped by master, every listed master shown (with an empty day too). */
  masters?: MasterColumn[];
  /** The master's working hours: each day of the week view names them. */
  hours?: DayHoursOf | null;
  /** The group sessions of the week (each one block, its seats inside it). */
  sessions?: BoardSessions;
  onOpenSession?: (s: SessionResponse) => void;
}

/** The chosen day (or the week, day by day) in time order; a tap opens the booking. */
export function Agenda({ board, onOpen, masters, hours, sessions, onOpenSession }: AgendaProps) {
  const { t } = useTranslation('appointments');
  const names = new Map((masters ?? []).map((m) => [m.id, m.name]));
  const daySessions = (day: string, masterId?: number): DaySessions | undefined =>
    sessions && onOpenSession
      ? {
          items: (sessions.byDate.get(day) ?? []).filter((s) => masterId === undefined || s.master_id === masterId),
          zone: board.zone,
          serviceName: sessions.serviceName,
          onOpen: onOpenSession,
          masterName: masters && masterId === undefined ? (id) => names.get(id) ?? null : undefined,
        }
      : undefined;
  if (board.view === 'week') {
    return (
      <>
        {board.week.map((day, i) => (
          <AppointmentList
            key={day}
            header={`${(t('weekdays', { returnObjects: true }) as string[])[i] ?? ''}, ${formatDay(day)}`}
            note={hours ? hoursLine(hours, day, t) : undefined}
            items={board.byDate.get(day) ?? []}
            sessions={daySessions(day)}
            onOpen={onOpen}
            showMaster={Boolean(masters)}
          />
        ))}
      </>
    );
  }
  const items = board.byDate.get(board.date) ?? [];
  if (!masters) {
    return (
      <AppointmentList
        header={formatDay(board.date)}
        items={items}
        sessions={daySessions(board.date)}
        onOpen={onOpen}
      />
    );
  }
  // Masters of the salon, then anyone else who has bookings that day (e.g. a master who left).
  const columns = [...masters];
  for (const a of items) {
    if (!columns.some((c) => c.id === a.master_id)) columns.push({ id: a.master_id, name: personName(a.master) });
  }
  for (const s of sessions?.byDate.get(board.date) ?? []) {
    if (!columns.some((c) => c.id === s.master_id)) columns.push({ id: s.master_id, name: '' });
  }
  return (
    <>
      {columns.map((c) => (
        <AppointmentList
          key={c.id}
          header={c.name}
          items={items.filter((a) => a.master_id === c.id)}
          sessions={daySessions(board.date, c.id)}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}

export function AppointmentList({
  header,
  note,
  items,
  onOpen,
  showMaster = false,
  sessions,
}: {
  header: string;
  /** The day's group sessions, shown as blocks among the bookings (whose seats they hold). */
  sessions?: DaySessions;
  /** Beside the header (the day's working hours). */
  note?: string;
  items: AppointmentResponse[];
  onOpen: (a: AppointmentResponse) => void;
  showMaster?: boolean;
}) {
  const { t } = useTranslation('appointments');
  const singles = sessions ? items.filter((a) => !isSeat(a)) : items;
  const blocks = sessions?.items ?? [];
  // in time order: a session goes before the first booking that starts after it
  const before = (a: AppointmentResponse) => blocks.filter((s) => Date.parse(s.starts_at) <= Date.parse(a.starts_at));
  const shown = new Set<number>();
  const blocksUntil = (a: AppointmentResponse | null) =>
    (a ? before(a) : blocks)
      .filter((s) => !shown.has(s.id) && shown.add(s.id))
      .map((s) => sessions && <SessionBlock key={`s${s.id}`} session={s} day={sessions} />);
  return (
    <section aria-label={header}>
      <List
        header={
          note ? (
            <>
              {header} <span className="hint">· {note}</span>
            </>
          ) : (
            header
          )
        }
        mode="card"
      >
        {singles.length === 0 && blocks.length === 0 && <List.Item>{t('dayEmpty')}</List.Item>}
        {singles.map((a) => {
          const status = shownStatus(a.status);
          return [
            ...blocksUntil(a),
            <List.Item
              key={a.id}
              onClick={() => onOpen(a)}
              prefix={
                <div style={{ minWidth: 48, fontWeight: 600, opacity: isLive(a) ? 1 : 0.5 }}>
                  {clockIn(a.starts_at, a.time_zone)}
                  <div className="hint" style={{ fontWeight: 400 }}>
                    {clockIn(a.ends_at, a.time_zone)}
                  </div>
                </div>
              }
              description={[personName(a.client), showMaster ? personName(a.master) : null].filter(Boolean).join(' · ')}
              extra={<Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>}
            >
              {a.service?.name ?? t('deletedService')}
            </List.Item>,
          ];
        })}
        {blocksUntil(null)}
      </List>
    </section>
  );
}

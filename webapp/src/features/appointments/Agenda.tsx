import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { isLive, personName, shownStatus, STATUS_COLOR } from './appointment-status';
import type { Board } from './use-board';
import { hoursLine, type DayHoursOf } from './WorkingHours';
import { formatDay, zonedTime } from './zoned-time';

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
}

/** The chosen day (or the week, day by day) in time order; a tap opens the booking. */
export function Agenda({ board, onOpen, masters, hours }: AgendaProps) {
  const { t } = useTranslation('appointments');
  if (board.view === 'week') {
    return (
      <>
        {board.week.map((day, i) => (
          <AppointmentList
            key={day}
            header={`${(t('weekdays', { returnObjects: true }) as string[])[i] ?? ''}, ${formatDay(day)}`}
            note={hours ? hoursLine(hours, day, t) : undefined}
            items={board.byDate.get(day) ?? []}
            onOpen={onOpen}
            showMaster={Boolean(masters)}
          />
        ))}
      </>
    );
  }
  const items = board.byDate.get(board.date) ?? [];
  if (!masters) {
    return <AppointmentList header={formatDay(board.date)} items={items} onOpen={onOpen} />;
  }
  // Masters of the salon, then anyone else who has bookings that day (e.g. a master who left).
  const columns = [...masters];
  for (const a of items) {
    if (!columns.some((c) => c.id === a.master_id)) columns.push({ id: a.master_id, name: personName(a.master) });
  }
  return (
    <>
      {columns.map((c) => (
        <AppointmentList key={c.id} header={c.name} items={items.filter((a) => a.master_id === c.id)} onOpen={onOpen} />
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
}: {
  header: string;
  /** Beside the header (the day's working hours). */
  note?: string;
  items: AppointmentResponse[];
  onOpen: (a: AppointmentResponse) => void;
  showMaster?: boolean;
}) {
  const { t } = useTranslation('appointments');
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
        {items.length === 0 && <List.Item>{t('dayEmpty')}</List.Item>}
        {items.map((a) => {
          const status = shownStatus(a.status);
          return (
            <List.Item
              key={a.id}
              onClick={() => onOpen(a)}
              prefix={
                <div style={{ minWidth: 48, fontWeight: 600, opacity: isLive(a) ? 1 : 0.5 }}>
                  {zonedTime(a.starts_at, a.time_zone)}
                  <div className="hint" style={{ fontWeight: 400 }}>
                    {zonedTime(a.ends_at, a.time_zone)}
                  </div>
                </div>
              }
              description={[personName(a.client), showMaster ? personName(a.master) : null].filter(Boolean).join(' · ')}
              extra={<Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>}
            >
              {a.service?.name ?? t('deletedService')}
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}

import { useState } from 'react';
import { Button, Card, Space, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { firstSlotsDate, useMasterSlots, type SlotsPage, type SlotsSource } from '../../api/slots';
import { clockIn, formatDayMonth, formatWeekday, offsetMinutes, zoneOffsetLabel } from '../../lib/zoned-time';
import { MasterFilter } from './MasterFilter';
import { WaitlistJoin } from './WaitlistJoin';
import { zoneOf } from './booking-time';

/** After this many pages in a row without a free time, "later" is no longer offered (past the horizon). */
const MAX_EMPTY_PAGES = 4;

type Part = 'morning' | 'afternoon' | 'evening';
const PARTS: Part[] = ['morning', 'afternoon', 'evening'];

/** Before 12:00, 12:00–16:59, from 17:00 (the master's clock). */
function partOf(clock: string): Part {
  const hour = Number(clock.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/** A tapped time: the start as the API wrote it, and who is free then (one master on a master's page). */
export interface SlotPick {
  startsAt: string;
  masterIds: number[];
  /** The master's (or the organization's) zone the times are shown in. */
  zone: string;
  /** Organization: the masters who perform the service (names for the confirmation). */
  masters: SlotsPage['masters'];
  /** Organization: the master the times were narrowed to (null: any master). */
  chosenMaster: number | null;
  durationMinutes: number | null;
}

interface Props {
  source: SlotsSource;
  service: { id: number; name: string };
  onPick: (pick: SlotPick) => void;
  /** Said above the times (the time chosen before was taken meanwhile). */
  note?: string | null;
  /** Organization: the master chosen at first (null: any master). */
  masterId?: number | null;
}

/**
 * The next days with free times for one service (a strip of dates, 14 more per "later"), and the chosen
 * day's times by part of the day, all on the master's clock. On the organization page, a row of the
 * service's masters above ("any master" first) narrows the times to one of them. A time is `onPick`.
 */
export function SlotPicker({ source, service, onPick, note, masterId = null }: Props) {
  const { t, i18n } = useTranslation('booking');
  const [start] = useState(() => firstSlotsDate(new Date()));
  const slots = useMasterSlots(source, service.id, start, t('slotsError'));
  const [chosen, setChosen] = useState<string | null>(null);
  const [only, setOnly] = useState<number | null>(masterId);

  const pages = slots.data?.pages ?? [];
  const first = pages[0];
  const zone = zoneOf(first?.time_zone);
  const masters = first?.masters ?? [];
  const freeAt = (slot: string): number[] => {
    if (source.kind !== 'organization') return first?.master_id ? [first.master_id] : [];
    const ids = pages.find((p) => slot in p.free)?.free[slot] ?? [];
    return only === null ? ids : ids.filter((id) => id === only);
  };
  const days = pages
    .flatMap((p) => p.days)
    .map((d) => ({ date: d.date, slots: d.slots.filter((s) => freeAt(s).length > 0) }))
    .filter((d) => d.slots.length > 0);
  const day = days.find((d) => d.date === chosen) ?? days[0];
  let emptyTail = 0;
  for (let i = pages.length - 1; i >= 0 && pages[i].days.every((d) => d.slots.length === 0); i--) emptyTail++;
  const canLoadMore = slots.hasNextPage && emptyTail < MAX_EMPTY_PAGES;
  const lastPage = pages[pages.length - 1];
  const lastDate = lastPage?.days[lastPage.days.length - 1]?.date;
  const otherZone = first !== undefined && offsetMinutes(zone, Date.now()) !== -new Date().getTimezoneOffset();
  // a master's page (not "any master" of a salon): no fitting time, wait for one
  const waitlist = source.kind !== 'organization' && first?.master_id && (
    <WaitlistJoin masterId={first.master_id} serviceId={service.id} zone={zone} date={day?.date ?? null} empty={!day} />
  );

  const later = canLoadMore && (
    <Button size="small" fill="outline" loading={slots.isFetchingNextPage} onClick={() => void slots.fetchNextPage()}>
      {t('later')}
    </Button>
  );

  let body;
  if (slots.isPending) {
    body = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 12 }}>
        <SpinLoading />
      </div>
    );
  } else if (slots.isError) {
    body = <div role="alert">{slots.error.message || t('slotsError')}</div>;
  } else if (first?.configured === false) {
    body = <div>{t('noSchedule')}</div>;
  } else if (!day) {
    body = (
      <Space direction="vertical">
        <div>{t('noFreeTime')}</div>
        {later}
        {waitlist}
      </Space>
    );
  } else {
    const times = day.slots.map((s) => ({ slot: s, clock: clockIn(s, zone) }));
    body = (
      <>
        <div
          role="group"
          aria-label={t('freeDays')}
          style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 8, alignItems: 'center' }}
        >
          {days.map((d) => (
            <Button
              key={d.date}
              size="small"
              color={d.date === day.date ? 'primary' : 'default'}
              aria-pressed={d.date === day.date}
              style={{ flex: '0 0 auto', lineHeight: 1.2 }}
              onClick={() => setChosen(d.date)}
            >
              <div style={{ fontSize: 12 }}>{formatWeekday(d.date, i18n.language)}</div>
              <div>{formatDayMonth(d.date, i18n.language)}</div>
            </Button>
          ))}
          {later}
        </div>
        {emptyTail > 0 && lastDate && (
          <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>
            {t('noneUntil', { date: formatDayMonth(lastDate, i18n.language) })}
          </div>
        )}
        {PARTS.map((part) => {
          const list = times.filter((c) => partOf(c.clock) === part);
          if (list.length === 0) return null;
          return (
            <section key={part} aria-label={t(`part.${part}`)} style={{ marginTop: 8 }}>
              <div style={{ color: 'var(--adm-color-weak)', marginBottom: 4 }}>{t(`part.${part}`)}</div>
              <Space wrap style={{ '--gap': '8px' }}>
                {list.map((c) => (
                  <Button
                    key={c.slot}
                    size="small"
                    fill="outline"
                    color="primary"
                    onClick={() =>
                      onPick({
                        startsAt: c.slot,
                        masterIds: freeAt(c.slot),
                        zone,
                        masters,
                        chosenMaster: only,
                        durationMinutes: first?.service.duration_minutes ?? null,
                      })
                    }
                  >
                    {c.clock}
                  </Button>
                ))}
              </Space>
            </section>
          );
        })}
        {otherZone && (
          <div style={{ color: 'var(--adm-color-weak)', fontSize: 12, marginTop: 8 }}>
            {t('zoneNote', { offset: zoneOffsetLabel(zone) })}
          </div>
        )}
        {waitlist}
      </>
    );
  }

  return (
    <Card title={t('freeTimeFor', { name: service.name })} style={{ margin: '0 12px 12px' }}>
      {note && (
        <div role="alert" style={{ color: 'var(--adm-color-danger)', marginBottom: 8 }}>
          {note}
        </div>
      )}
      {source.kind === 'organization' && masters.length > 1 && (
        <MasterFilter masters={masters} value={only} onChange={setOnly} />
      )}
      {body}
    </Card>
  );
}

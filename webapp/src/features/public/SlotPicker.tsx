import { useState } from 'react';
import { Button, Card, Space, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMasterSlots, type SlotsSource } from '../../api/slots';
import {
  addDays,
  clockIn,
  formatDayMonth,
  formatWeekday,
  isKnownZone,
  localDateOf,
  offsetMinutes,
  zoneOffsetLabel,
} from '../../lib/zoned-time';
import { startBooking } from './booking-stub';

/** After this many pages in a row without a free time, "later" is no longer offered (past the horizon). */
const MAX_EMPTY_PAGES = 4;

type Part = 'morning' | 'afternoon' | 'evening';
const PARTS: Part[] = ['morning', 'afternoon', 'evening'];

/** Before 12:00, 12:00–16:59, from 17:00 (the master's clock). */
function partOf(clock: string): Part {
  const hour = Number(clock.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

interface Props {
  source: SlotsSource;
  service: { id: number; name: string };
}

/**
 * The next days with free times for one service (a strip of dates, 14 more per "later"), and the chosen
 * day's times by part of the day, all on the master's clock. A time starts the booking (a stub for now).
 */
export function SlotPicker({ source, service }: Props) {
  const { t, i18n } = useTranslation('public');
  // A day early: the master's today may be the browser's yesterday (a master further east).
  const [start] = useState(() => addDays(localDateOf(new Date()), -1));
  const slots = useMasterSlots(source, service.id, start, t('slotsError'));
  const [chosen, setChosen] = useState<string | null>(null);

  const pages = slots.data?.pages ?? [];
  const first = pages[0];
  const zone = first && isKnownZone(first.time_zone) ? first.time_zone : 'Europe/Moscow';
  const days = pages.flatMap((p) => p.days).filter((d) => d.slots.length > 0);
  const day = days.find((d) => d.date === chosen) ?? days[0];
  let emptyTail = 0;
  for (let i = pages.length - 1; i >= 0 && pages[i].days.every((d) => d.slots.length === 0); i--) emptyTail++;
  const canLoadMore = slots.hasNextPage && emptyTail < MAX_EMPTY_PAGES;
  const lastPage = pages[pages.length - 1];
  const lastDate = lastPage?.days[lastPage.days.length - 1]?.date;
  const otherZone = first !== undefined && offsetMinutes(zone, Date.now()) !== -new Date().getTimezoneOffset();

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
      </Space>
    );
  } else {
    const times = day.slots.map((s) => clockIn(s, zone));
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
          const list = times.filter((c) => partOf(c) === part);
          if (list.length === 0) return null;
          return (
            <section key={part} aria-label={t(`part.${part}`)} style={{ marginTop: 8 }}>
              <div style={{ color: 'var(--adm-color-weak)', marginBottom: 4 }}>{t(`part.${part}`)}</div>
              <Space wrap style={{ '--gap': '8px' }}>
                {list.map((c) => (
                  <Button key={c} size="small" fill="outline" color="primary" onClick={() => startBooking(service.id)}>
                    {c}
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
      </>
    );
  }

  return (
    <Card title={t('freeTimeFor', { name: service.name })} style={{ margin: '0 12px 12px' }}>
      {body}
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { Button, Checkbox, Space, Tag, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { CalendarConnectionResponse, SyncedCalendar } from '@api/calendar-sync/calendar-sync.contract';
import { chooseCalendars, disconnectCalendar, syncCalendarNow } from '../../api/calendar-sync';
import { confirm, haptic } from '../../lib/telegram';
import { formatDayMonth } from '../../lib/zoned-time';

/** "05 дек. 10:30" of an ISO time with the master's offset (its own local date and clock). */
function syncedWhen(iso: string, language: string): string {
  return `${formatDayMonth(iso.slice(0, 10), language)} ${iso.slice(11, 16)}`;
}

interface Props {
  connection: CalendarConnectionResponse;
  /** After a change: the list (and the day's busy times) are read again. */
  onChanged: () => Promise<unknown>;
  onReconnect: (c: CalendarConnectionResponse) => void;
}

/** One connected account: status, last sync, per calendar «Блокирует время» / «Получает записи», actions. */
export function ConnectionItem({ connection: c, onChanged, onReconnect }: Props) {
  const { t, i18n } = useTranslation('working-hours', { keyPrefix: 'sync' });
  const [choice, setChoice] = useState<SyncedCalendar[]>(c.calendars);
  const [busy, setBusy] = useState<'save' | 'sync' | 'remove' | null>(null);
  // A newer answer (after saving or a sync) replaces the choice.
  useEffect(() => setChoice(c.calendars), [c.calendars]);
  const dirty = JSON.stringify(choice) !== JSON.stringify(c.calendars);

  async function run(kind: 'save' | 'sync' | 'remove', call: () => Promise<unknown>, ok: string, fail: string) {
    setBusy(kind);
    try {
      await call();
      haptic('success');
      Toast.show({ icon: 'success', content: ok });
      await onChanged();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : fail });
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    run(
      'save',
      () =>
        chooseCalendars(
          c.id,
          {
            calendars: choice.map(({ id, blocks_time, receives_bookings }) => ({ id, blocks_time, receives_bookings })),
          },
          t('saveError'),
        ),
      t('saved'),
      t('saveError'),
    );
  const sync = () => run('sync', () => syncCalendarNow(c.id, t('syncError')), t('synced'), t('syncError'));
  async function remove() {
    if (!(await confirm(t('disconnectConfirm', { account: c.account })))) return;
    await run('remove', () => disconnectCalendar(c.id, t('disconnectError')), t('disconnected'), t('disconnectError'));
  }
  const toggle = (id: string, key: 'blocks_time' | 'receives_bookings', on: boolean) =>
    setChoice((list) => list.map((x) => (x.id === id ? { ...x, [key]: on } : x)));

  return (
    <section aria-label={c.account} data-testid={`calendar-connection-${c.id}`} style={{ margin: '12px 0' }}>
      <div>
        <b>{t(`provider.${c.provider}`)}</b> · {c.account}{' '}
        <Tag color={c.status === 'ok' ? 'success' : 'danger'} fill="outline">
          {t(`status.${c.status}`)}
        </Tag>
      </div>
      <p className="hint" style={{ margin: '4px 0' }}>
        {c.last_synced_at ? t('lastSynced', { when: syncedWhen(c.last_synced_at, i18n.language) }) : t('neverSynced')}
      </p>
      {c.status === 'broken' && (
        <p className="form-error">
          {t('brokenHint')}{' '}
          <Button size="mini" color="primary" onClick={() => onReconnect(c)}>
            {t('reconnect')}
          </Button>
        </p>
      )}
      {choice.map((cal) => (
        <div key={cal.id} role="group" aria-label={cal.name} style={{ margin: '6px 0' }}>
          <div>{cal.name}</div>
          <Space wrap>
            <Checkbox checked={cal.blocks_time} onChange={(on) => toggle(cal.id, 'blocks_time', on)}>
              {t('blocksTime')}
            </Checkbox>
            <Checkbox checked={cal.receives_bookings} onChange={(on) => toggle(cal.id, 'receives_bookings', on)}>
              {t('receivesBookings')}
            </Checkbox>
          </Space>
        </div>
      ))}
      <Space wrap>
        {dirty && (
          <Button size="small" color="primary" loading={busy === 'save'} onClick={() => void save()}>
            {t('save')}
          </Button>
        )}
        <Button size="small" loading={busy === 'sync'} onClick={() => void sync()}>
          {t('sync')}
        </Button>
        <Button size="small" color="danger" fill="outline" loading={busy === 'remove'} onClick={() => void remove()}>
          {t('disconnect')}
        </Button>
      </Space>
    </section>
  );
}

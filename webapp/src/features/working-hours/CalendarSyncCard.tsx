import { useEffect, useRef, useState } from 'react';
import { Button, Card, Space, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { CalendarConnectionResponse } from '@api/calendar-sync/calendar-sync.contract';
import { startGoogleConnect, useCalendarConnections } from '../../api/calendar-sync';
import { queryKeys } from '../../api/query-keys';
import { haptic, openLink } from '../../lib/telegram';
import { CaldavForm } from './CaldavForm';
import { ConnectionItem } from './ConnectionItem';

/** The id the registration's «connect your calendar» lands on (/calendar?connect=calendars). */
export const CALENDAR_SYNC_ANCHOR = 'calendar-sync';

/**
 * «Календари»: the master's connected outside calendars (status, last sync, which calendars block time and
 * which receive bookings, sync now, disconnect), and connecting Google or a CalDAV server. `focus`: scrolled
 * into view (the screen a new master who chose Google or Apple at registration is led to).
 */
export function CalendarSyncCard({ focus = false }: { focus?: boolean }) {
  const { t } = useTranslation('working-hours', { keyPrefix: 'sync' });
  const queryClient = useQueryClient();
  const connections = useCalendarConnections();
  const [caldav, setCaldav] = useState(false);
  const [starting, setStarting] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focus]);

  // The day's busy times change with the calendars: blocks (with their external_busy) are read again too.
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.calendarSync }),
      queryClient.invalidateQueries({ queryKey: [...queryKeys.schedule('me'), 'blocks'] }),
    ]);

  async function connectGoogle() {
    if (starting) return;
    setStarting(true);
    try {
      const { auth_url } = await startGoogleConnect(t('googleError'));
      openLink(auth_url);
      Toast.show({ content: t('googleOpened') });
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('googleError') });
    } finally {
      setStarting(false);
    }
  }

  function reconnect(c: CalendarConnectionResponse) {
    if (c.provider === 'google') void connectGoogle();
    else setCaldav(true);
  }

  const list = connections.data?.connections ?? [];
  return (
    <div ref={ref} id={CALENDAR_SYNC_ANCHOR}>
      <Card title={t('title')}>
        <p className="hint">{t('hint')}</p>
        {connections.isPending && <p className="hint">{t('loading')}</p>}
        {connections.isError && <p className="form-error">{connections.error.message || t('loadError')}</p>}
        {connections.isSuccess && list.length === 0 && <p>{t('none')}</p>}
        {list.map((c) => (
          <ConnectionItem key={c.id} connection={c} onChanged={reload} onReconnect={reconnect} />
        ))}
        {caldav ? (
          <CaldavForm
            onCancel={() => setCaldav(false)}
            onDone={() => {
              setCaldav(false);
              void reload();
            }}
          />
        ) : (
          <Space block wrap>
            <Button size="small" color="primary" loading={starting} onClick={() => void connectGoogle()}>
              {t('connectGoogle')}
            </Button>
            <Button size="small" color="primary" fill="outline" onClick={() => setCaldav(true)}>
              {t('connectCaldav')}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { Button, Card, Space, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { WaitlistEntryResponse } from '@api/waitlist/waitlist.contract';
import { leaveWaitlist, useMyWaitlist, useRefreshWaitlist } from '../../api/waitlist';
import { confirm, haptic } from '../../lib/telegram';
import { personName } from '../../components/appointments/appointment-status';
import { formatDay } from '../../lib/zoned-time';

/** The master's public page of an entry (where another day can be chosen or booked). */
function pageOf(e: WaitlistEntryResponse): string | null {
  if (e.organization && e.master.master_code) return `/organization-master/${encodeURIComponent(e.master.master_code)}`;
  if (e.master.deep_link) return `/master/${encodeURIComponent(e.master.deep_link)}`;
  return null;
}

/**
 * "Лист ожидания" in My records: the days the client waits for, per master and service, with a way to
 * leave. Nothing is shown while the list is empty (or could not be read: the bookings above still are).
 */
export function WaitlistSection() {
  const { t } = useTranslation('appointments');
  const list = useMyWaitlist();
  const entries = list.data?.waitlist ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-label={t('waitlist.title')} style={{ marginTop: 8 }}>
      <h3 style={{ margin: '12px 12px 0' }}>{t('waitlist.title')}</h3>
      <div className="hint" style={{ margin: '4px 12px 0' }}>
        {t('waitlist.hint')}
      </div>
      <div role="list" aria-label={t('waitlist.title')}>
        {entries.map((e) => (
          <div role="listitem" key={e.id}>
            <WaitlistCard entry={e} />
          </div>
        ))}
      </div>
    </section>
  );
}

function WaitlistCard({ entry: e }: { entry: WaitlistEntryResponse }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const refresh = useRefreshWaitlist();
  const [busy, setBusy] = useState(false);
  const days = e.from === e.to ? formatDay(e.from) : `${formatDay(e.from)} – ${formatDay(e.to)}`;
  const page = pageOf(e);

  async function leave() {
    if (!(await confirm(t('waitlist.leaveConfirm')))) return;
    setBusy(true);
    try {
      await leaveWaitlist(e.id, t('waitlist.leaveError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('waitlist.left') });
      await refresh();
    } catch (err) {
      haptic('error');
      Toast.show({
        icon: 'fail',
        content: err instanceof Error && err.message ? err.message : t('waitlist.leaveError'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={e.service.name} style={{ margin: 12 }} data-testid={`waitlist-${e.id}`}>
      <div style={{ fontSize: 17, fontWeight: 600 }}>{days}</div>
      <div className="hint">{t('zoneHint', { zone: e.time_zone })}</div>
      <div style={{ marginTop: 8 }}>
        {t('master')}: {personName(e.master)}
        {e.master.specialization ? ` · ${e.master.specialization}` : ''}
      </div>
      {e.organization && <div>{e.organization.name}</div>}
      <Space style={{ marginTop: 12 }} wrap>
        {page && (
          <Button size="small" onClick={() => void navigate(page)}>
            {t('waitlist.open')}
          </Button>
        )}
        <Button size="small" color="danger" fill="outline" loading={busy} onClick={() => void leave()}>
          {t('waitlist.leave')}
        </Button>
      </Space>
    </Card>
  );
}

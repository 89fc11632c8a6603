import { useState } from 'react';
import { ErrorBlock, Selector } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useTeam } from '../../api/team';
import { AppointmentBoard } from '../../components/appointments/AppointmentBoard';
import { personName } from '../../components/appointments/appointment-status';
import type { BookableMaster } from '../../components/appointments/ManualBookingForm';

/** The organization's bookings: every master's day side by side (grouped), or one master's. */
export function SalonBoard() {
  const { t } = useTranslation('appointments');
  const team = useTeam();
  const [masterId, setMasterId] = useState<number | null>(null);
  const masters = (team.data?.masters ?? []).filter((m) => !m.is_blocked);
  const columns = masters.map((m) => ({ id: m.user_id, name: personName(m) }));
  const bookable: BookableMaster[] = masters.map((m) => ({
    id: m.user_id,
    name: personName(m),
    ref: m.master_code ? { kind: 'organization_master', value: m.master_code } : null,
  }));
  if (team.isError) return <ErrorBlock status="default" title={team.error.message || t('loadError')} description="" />;
  const toolbar = (
    <div style={{ padding: '8px 12px 0' }}>
      {team.isSuccess && masters.length === 0 ? (
        <p className="hint">{t('noMasters')}</p>
      ) : (
        <Selector
          aria-label={t('master')}
          columns={3}
          options={[{ label: t('allMasters'), value: 0 }, ...columns.map((c) => ({ label: c.name, value: c.id }))]}
          value={[masterId ?? 0]}
          onChange={(v) => setMasterId(v[0] ? v[0] : null)}
        />
      )}
    </div>
  );
  return (
    <AppointmentBoard
      masterId={masterId}
      columns={masterId === null ? columns : columns.filter((c) => c.id === masterId)}
      bookable={masterId === null ? bookable : bookable.filter((b) => b.id === masterId)}
      toolbar={toolbar}
      enabled={team.isSuccess}
      hoursOf={masterId === null ? null : String(masterId)}
    />
  );
}

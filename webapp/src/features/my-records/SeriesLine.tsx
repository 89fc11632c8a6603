import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { cancelSeriesFrom } from '../../api/appointments-series';
import { queryKeys } from '../../api/query-keys';
import { confirm } from '../../lib/telegram';
import { canChange } from '../../components/appointments/appointment-status';
import { seriesSummary, seriesText } from './series-summary';

/**
 * A visit of repeating visits in My records: «Каждые 3 недели, ещё 5 визитов», and «Отменить все следующие»
 * (this visit and every later one, at once) while the visit may still be changed.
 */
export function SeriesLine({
  appointment: a,
  all,
  now,
}: {
  appointment: AppointmentResponse;
  all: AppointmentResponse[];
  now: number;
}) {
  const { i18n } = useTranslation('appointments');
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const s = seriesSummary(a, all);
  if (!s) return null;
  const seriesId = s.seriesId;
  const en = i18n.language.startsWith('en');
  const label = en ? 'Cancel all following' : 'Отменить все следующие';

  async function cancelAll(): Promise<void> {
    const ok = await confirm(en ? 'Cancel this visit and every later one?' : 'Отменить этот визит и все следующие?');
    if (!ok) return;
    setBusy(true);
    try {
      await cancelSeriesFrom(seriesId, a.starts_at);
      await queries.invalidateQueries({ queryKey: queryKeys.appointments });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="series-line" style={{ marginTop: 8 }}>
      <div className="hint">{seriesText(s, i18n.language)}</div>
      {canChange(a, now) && s.remaining > 0 && (
        <Button size="small" color="danger" fill="none" loading={busy} onClick={() => void cancelAll()}>
          {label}
        </Button>
      )}
    </div>
  );
}

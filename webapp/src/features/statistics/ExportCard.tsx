import { useState, type MouseEvent } from 'react';
import { Button, Card, Selector, Space, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { ExportFormat, ExportKind } from '@api/exports/exports.contract';
import { createExport, useExport } from '../../api/exports';
import { downloadFile } from '../../lib/telegram';
import { isPlanRequired, PlanRequiredSheet } from '../../components/PlanRequiredSheet';

const KINDS: ExportKind[] = ['report', 'appointments', 'clients'];
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'exports.excel' },
  { format: 'csv', label: 'exports.csv' },
  { format: 'pdf', label: 'exports.pdf' },
];

/** The file being made: its state, then a download (Telegram's own in 8.0+, else a plain link). */
function ExportStatus({ id }: { id: string }) {
  const { t } = useTranslation('statistics');
  const { data } = useExport(id);
  if (!data || data.status === 'queued') return <div data-testid="export-status">{t('exports.preparing')}</div>;
  if (data.status === 'failed' || !data.download_url)
    return <div data-testid="export-status">{t('exports.failed')}</div>;
  const url = data.download_url;
  const download = (e: MouseEvent<HTMLAnchorElement>) => {
    if (downloadFile(url, data.file_name)) e.preventDefault();
  };
  return (
    <div data-testid="export-status">
      <a href={url} download={data.file_name} onClick={download}>
        {t('exports.download', { name: data.file_name })}
      </a>
    </div>
  );
}

/**
 * Export of the statistics: the report, the bookings or the clients of the period on screen, as Excel, CSV or
 * PDF (the report only). The server makes the file and the bot sends it into the chat; here a download too.
 */
export function ExportCard({ range }: { range: { from: string; to: string } | null }) {
  const { t } = useTranslation('statistics');
  const [kind, setKind] = useState<ExportKind>('report');
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);

  const start = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const dated = kind === 'clients' || !range ? {} : { from: range.from, to: range.to };
      const queued = await createExport({ kind, format, ...dated });
      setId(queued.id);
      Toast.show({ content: t('exports.sent'), duration: 3000 });
    } catch (e) {
      if (isPlanRequired(e)) setLocked(true);
      else Toast.show({ content: e instanceof Error && e.message ? e.message : t('exports.failed'), duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('export')} style={{ margin: 12 }} data-testid="export-card">
      <PlanRequiredSheet visible={locked} onClose={() => setLocked(false)} />
      <Space block direction="vertical">
        <Selector
          columns={3}
          options={KINDS.map((k) => ({ label: t(`exports.kind.${k}`), value: k }))}
          value={[kind]}
          onChange={(v) => v[0] && setKind(v[0])}
        />
        <Space block justify="between">
          {FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              size="small"
              disabled={busy || (format === 'pdf' && kind !== 'report') || (kind !== 'clients' && !range)}
              onClick={() => void start(format)}
            >
              {t(label)}
            </Button>
          ))}
        </Space>
        {id && <ExportStatus id={id} />}
      </Space>
    </Card>
  );
}

import { useState } from 'react';
import { Button, List, Space, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { BlockDeleteScope, BlockResponse } from '@api/schedules/schedules.contract';
import { deleteBlock, useBlocks } from '../../api/schedules';
import { queryKeys } from '../../api/query-keys';
import { confirm, haptic } from '../../lib/telegram';
import { addDays, clockIn, zonedDate, formatDayMonth } from '../../lib/zoned-time';
import { BlockDialog } from './BlockDialog';
import { askScope } from './scope-ask';

/** Busy periods are listed this many days ahead (a range the API accepts in one call). */
const BLOCK_DAYS = 56;

interface Props {
  master: string;
  zone: string;
  /** The master's today. */
  today: string;
}

/** "05 дек. 10:00 – 12:00", or with both dates when it spans days; in the master's zone. */
export function blockWhen(b: BlockResponse, zone: string, language: string): string {
  const startDate = zonedDate(b.starts_at, zone);
  const endDate = zonedDate(b.ends_at, zone);
  const start = `${formatDayMonth(startDate, language)} ${clockIn(b.starts_at, zone)}`;
  const end =
    endDate === startDate
      ? clockIn(b.ends_at, zone)
      : `${formatDayMonth(endDate, language)} ${clockIn(b.ends_at, zone)}`;
  return `${start} – ${end}`;
}

/** Blocks of the coming weeks, each changeable and removable, and a form to add one. */
export function BlocksSection({ master, zone, today }: Props) {
  const { t, i18n } = useTranslation('working-hours');
  const queryClient = useQueryClient();
  const blocks = useBlocks(master, today, addDays(today, BLOCK_DAYS));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BlockResponse | undefined>();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.scheduleBlocksAll(master) });

  function close() {
    setAdding(false);
    setEditing(undefined);
  }

  async function remove(b: BlockResponse) {
    const when = blockWhen(b, zone, i18n.language);
    let scope: BlockDeleteScope | null = null;
    if (b.series_id !== null) {
      const labels = { ...t('seriesScope', { returnObjects: true }), cancel: t('cancel') } as Record<
        BlockDeleteScope | 'cancel',
        string
      >;
      scope = await askScope(t('seriesDeleteAsk', { when }), labels);
      if (scope === null) return;
    } else if (!(await confirm(t('blockDeleteConfirm', { when })))) return;
    try {
      await deleteBlock(master, b.id, t('blockError'), scope ? { starts_at: b.starts_at, scope } : undefined);
      haptic('success');
      Toast.show({ icon: 'success', content: t('blockDeleted') });
      await reload();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('blockError') });
    }
  }

  const list = blocks.data?.blocks ?? [];
  return (
    <List header={t('blocks')} mode="card">
      <List.Item description={t('blocksHint')}>
        {blocks.isError ? blocks.error.message : list.length === 0 && !blocks.isPending ? t('noBlocks') : null}
      </List.Item>
      {list.map((b) => (
        <List.Item
          key={b.id}
          description={[b.note, b.series_id !== null ? t('repeats') : null].filter(Boolean).join(' · ') || undefined}
          extra={
            <Space>
              <Button size="mini" fill="outline" onClick={() => setEditing(b)}>
                {t('blockEdit')}
              </Button>
              <Button size="mini" color="danger" fill="outline" onClick={() => void remove(b)}>
                {t('common:delete')}
              </Button>
            </Space>
          }
        >
          {blockWhen(b, zone, i18n.language)}
        </List.Item>
      ))}
      <List.Item>
        <Button block size="small" color="primary" fill="outline" onClick={() => setAdding(true)}>
          {t('addBlock')}
        </Button>
      </List.Item>
      <BlockDialog
        open={adding || editing !== undefined}
        master={master}
        zone={zone}
        today={today}
        block={editing}
        when={editing && blockWhen(editing, zone, i18n.language)}
        onClose={close}
        onSaved={() => {
          close();
          void reload();
        }}
      />
    </List>
  );
}

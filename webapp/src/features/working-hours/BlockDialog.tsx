import { useEffect, useState } from 'react';
import { DatePicker, Dialog, Form, Input, List, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { BlockDeleteScope, BlockResponse } from '@api/schedules/schedules.contract';
import { haptic } from '../../lib/telegram';
import { clockIn, zonedDate, isoInZone, localDateFrom, localDateOf } from '../../lib/zoned-time';
import { pad2 } from '@api/time-core/calendar-date';
import { saveBlock } from './block-save';
import { repeatRule, repeatStateOf, type RepeatState } from '../../lib/repeat-rule';
import { RepeatFields } from './RepeatFields';
import { askScope, SCOPES } from './scope-ask';

interface Props {
  open: boolean;
  master: string;
  zone: string;
  today: string;
  /** The block (or occurrence of a series) being changed; none: a new one. */
  block?: BlockResponse;
  /** "05 дек. 10:00 – 12:00" of the block being changed, for the scope question. */
  when?: string;
  onClose: () => void;
  onSaved: () => void;
}

const NO_REPEAT: RepeatState = { choice: 'none', times: 10, custom: { everyWeeks: 1, days: [] } };

const wallText = (d: Date) =>
  `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${d.getFullYear()} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;

/**
 * The pickers hand out browser-local Date objects; only their wall-clock fields are used, read as the
 * master's local time (so a master in Vladivostok blocks 10:00 Vladivostok from a phone set to Moscow).
 */
function toIso(d: Date, zone: string): string {
  return isoInZone(localDateOf(d), `${pad2(d.getHours())}:${pad2(d.getMinutes())}`, zone);
}

/** An instant as a wall-clock Date of the master's zone (what the pickers show). */
function wallDate(instant: string, zone: string): Date {
  const d = localDateFrom(zonedDate(instant, zone));
  const [h, m] = clockIn(instant, zone).split(':').map(Number);
  d.setHours(h, m, 0, 0);
  return d;
}

/** The next whole hour in the master's zone, as a wall-clock Date. */
function nextHour(zone: string, today: string): Date {
  const hour = Number(clockIn(Date.now(), zone).split(':')[0]);
  const d = localDateFrom(today);
  d.setHours(hour + 1, 0, 0, 0);
  return d;
}

/**
 * Adds a busy period — start and end (the master's local time), a note and a repeat rule — or changes
 * one; an occurrence of a series asks «Только этот / Этот и следующие / Все» on save.
 */
export function BlockDialog({ open, master, zone, today, block, when, onClose, onSaved }: Props) {
  const { t } = useTranslation('working-hours');
  const [start, setStart] = useState<Date>(() => nextHour(zone, today));
  const [end, setEnd] = useState<Date>(() => new Date(start.getTime() + 3600000));
  const [note, setNote] = useState('');
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [repeat, setRepeat] = useState<RepeatState | null>(NO_REPEAT);
  const [ruleChanged, setRuleChanged] = useState(false);
  const inSeries = block?.series_id != null;

  useEffect(() => {
    if (!open) return;
    const s = block ? wallDate(block.starts_at, zone) : nextHour(zone, today);
    setStart(s);
    setEnd(block ? wallDate(block.ends_at, zone) : new Date(s.getTime() + 3600000));
    setNote(block?.note ?? '');
    setError(undefined);
    setRepeat(block?.rrule ? repeatStateOf(block.rrule) : NO_REPEAT);
    setRuleChanged(false);
  }, [open, zone, today, block]);

  async function save() {
    if (saving) return;
    if (end.getTime() <= start.getTime()) {
      setError(t('blockEndBeforeStart'));
      haptic('error');
      return;
    }
    let scope: BlockDeleteScope | null = null;
    if (inSeries) {
      const labels = { ...t('seriesScope', { returnObjects: true }), cancel: t('cancel') } as Record<
        BlockDeleteScope | 'cancel',
        string
      >;
      // a new rule starts a series from here: «Только этот» has no rule to take
      const scopes = ruleChanged ? SCOPES.filter((x) => x !== 'this') : SCOPES;
      scope = await askScope(t('seriesChangeAsk', { when }), labels, scopes);
      if (scope === null) return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const rrule = repeat ? repeatRule(repeat.choice, repeat.times, repeat.custom) : null;
      const draft = { starts_at: toIso(start, zone), ends_at: toIso(end, zone), note: note.trim() || null };
      await saveBlock(master, block, { ...draft, rrule, ruleChanged }, scope, t('blockError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t(block ? 'blockChanged' : 'blockSaved') });
      onSaved();
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('blockError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Dialog
        visible={open}
        title={t(block ? 'changeBlock' : 'addBlock')}
        closeOnMaskClick={!saving}
        onClose={onClose}
        content={
          <Form layout="vertical" style={{ '--border-top': 'none' }}>
            <List>
              <List.Item extra={wallText(start)} onClick={() => setPicking('start')}>
                {t('blockStart')}
              </List.Item>
              <List.Item extra={wallText(end)} onClick={() => setPicking('end')}>
                {t('blockEnd')}
              </List.Item>
            </List>
            <RepeatFields
              value={repeat}
              allowNone={!inSeries}
              onChange={(v) => {
                setRepeat(v);
                setRuleChanged(true);
              }}
            />
            <Form.Item
              label={t('blockNote')}
              description={
                error && (
                  <span className="field-error" role="alert" style={{ color: 'var(--adm-color-danger)' }}>
                    {error}
                  </span>
                )
              }
            >
              <Input
                aria-label={t('blockNote')}
                placeholder={t('blockNotePlaceholder')}
                value={note}
                onChange={setNote}
                maxLength={500}
              />
            </Form.Item>
          </Form>
        }
        actions={[
          [
            { key: 'cancel', text: t('cancel'), onClick: onClose, disabled: saving },
            { key: 'save', text: t('common:save'), bold: true, disabled: saving, onClick: () => void save() },
          ],
        ]}
      />
      <DatePicker
        visible={picking !== null}
        precision="minute"
        value={picking === 'end' ? end : start}
        min={localDateFrom(today)}
        max={new Date(localDateFrom(today).getTime() + 400 * 86400000)}
        filter={{ minute: (v) => v % 5 === 0 }}
        title={picking === 'end' ? t('blockEnd') : t('blockStart')}
        confirmText={t('choose')}
        cancelText={t('cancel')}
        onClose={() => setPicking(null)}
        onConfirm={(d) => {
          if (picking === 'end') setEnd(d);
          else {
            const length = Math.max(end.getTime() - start.getTime(), 3600000);
            setStart(d);
            setEnd(new Date(d.getTime() + length));
          }
        }}
      />
    </>
  );
}

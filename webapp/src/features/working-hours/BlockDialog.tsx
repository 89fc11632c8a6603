import { useEffect, useState } from 'react';
import { DatePicker, Dialog, Form, Input, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { createBlock } from '../../api/schedules';
import { haptic } from '../../lib/telegram';
import { clockIn, isoInZone, localDateFrom, localDateOf } from '../../lib/zoned-time';
import { pad2 } from '@api/time-core/calendar-date';
import { NO_REPEAT, RepeatPicker, ruleOf, type RepeatValue } from '../../components/RepeatPicker';

interface Props {
  open: boolean;
  master: string;
  zone: string;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}

const wallText = (d: Date) =>
  `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${d.getFullYear()} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;

/**
 * The pickers hand out browser-local Date objects; only their wall-clock fields are used, read as the
 * master's local time (so a master in Vladivostok blocks 10:00 Vladivostok from a phone set to Moscow).
 */
function toIso(d: Date, zone: string): string {
  return isoInZone(localDateOf(d), `${pad2(d.getHours())}:${pad2(d.getMinutes())}`, zone);
}

/** The next whole hour in the master's zone, as a wall-clock Date. */
function nextHour(zone: string, today: string): Date {
  const hour = Number(clockIn(Date.now(), zone).split(':')[0]);
  const d = localDateFrom(today);
  d.setHours(hour + 1, 0, 0, 0);
  return d;
}

/** Adds a busy period: start and end (the master's local time) and a note. */
export function BlockDialog({ open, master, zone, today, onClose, onSaved }: Props) {
  const { t } = useTranslation('working-hours');
  const [start, setStart] = useState<Date>(() => nextHour(zone, today));
  const [end, setEnd] = useState<Date>(() => new Date(start.getTime() + 3600000));
  const [note, setNote] = useState('');
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [repeat, setRepeat] = useState<RepeatValue>(NO_REPEAT);

  useEffect(() => {
    if (!open) return;
    const s = nextHour(zone, today);
    setStart(s);
    setEnd(new Date(s.getTime() + 3600000));
    setNote('');
    setError(undefined);
    setRepeat(NO_REPEAT);
  }, [open, zone, today]);

  async function save() {
    if (saving) return;
    if (end.getTime() <= start.getTime()) {
      setError(t('blockEndBeforeStart'));
      haptic('error');
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await createBlock(
        master,
        {
          starts_at: toIso(start, zone),
          ends_at: toIso(end, zone),
          note: note.trim() || null,
          rrule: ruleOf(repeat),
        },
        t('blockError'),
      );
      haptic('success');
      Toast.show({ icon: 'success', content: t('blockSaved') });
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
        title={t('addBlock')}
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
            <RepeatPicker value={repeat} onChange={setRepeat} />
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

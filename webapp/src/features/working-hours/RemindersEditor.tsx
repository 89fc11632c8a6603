import { useState } from 'react';
import { List, Picker, Selector, Switch } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { errorText, type SectionProps as Props } from './field-error';
import { MAX_REMINDERS, sortLeads } from './schedule-form';
import { pad2 } from '@api/time-core/calendar-date';

const DAY = 1440;
const TWO_HOURS = 120;
/** Other common lead times (minutes) besides the day and the two hours that have their own switches. */
const OTHER_LEADS = [30, 60, 180, 360, 720, 2880];
const DEFAULT_AGENDA = '08:00';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ label: pad2(h), value: pad2(h) }));
const MINUTES_5 = Array.from({ length: 12 }, (_, i) => pad2(i * 5));

/** Reminders to clients (lead times, up to five; none = off) and the master's daily agenda (off by default). */
export function RemindersEditor({ form, errors, onChange }: Props) {
  const { t } = useTranslation('working-hours');
  const [picking, setPicking] = useState(false);
  const leads = form.reminder_minutes;
  const full = leads.length >= MAX_REMINDERS;
  const setLeads = (next: number[]) => onChange({ ...form, reminder_minutes: sortLeads(next) });
  const toggle = (lead: number, on: boolean) => setLeads(on ? [...leads, lead] : leads.filter((m) => m !== lead));

  const leadLabel = (m: number) => {
    if (m < 60) return t('leadMinutes', { count: m });
    if (m % 60 === 0) return t('leadHours', { count: m / 60 });
    return t('leadHoursMinutes', { hours: Math.floor(m / 60), minutes: m % 60 });
  };
  // Lead times stored earlier that are not among the common ones stay choosable (and removable).
  const others = sortLeads([...OTHER_LEADS, ...leads.filter((m) => m !== DAY && m !== TWO_HOURS)]).reverse();
  const leadError = Object.entries(errors).find(([k]) => k.startsWith('reminder_minutes'))?.[1];

  const switchRow = (lead: number, label: string) => {
    const on = leads.includes(lead);
    return (
      <List.Item
        key={lead}
        extra={<Switch aria-label={label} checked={on} disabled={!on && full} onChange={(v) => toggle(lead, v)} />}
      >
        {label}
      </List.Item>
    );
  };

  const agenda = form.agenda_time;
  const [h, m] = (agenda ?? DEFAULT_AGENDA).split(':');
  const minutes = MINUTES_5.includes(m) ? MINUTES_5 : [...MINUTES_5, m].sort();

  return (
    <>
      <List header={t('reminders')} mode="card">
        {switchRow(DAY, t('remind24'))}
        {switchRow(TWO_HOURS, t('remind2'))}
        <List.Item
          title={t('otherReminders')}
          description={errorText(leadError) ?? (leads.length === 0 ? t('remindersOff') : t('remindersHint'))}
        >
          <Selector
            aria-label={t('otherReminders')}
            multiple
            options={others.map((lead) => ({
              label: leadLabel(lead),
              value: String(lead),
              disabled: full && !leads.includes(lead),
            }))}
            value={leads.filter((l) => l !== DAY && l !== TWO_HOURS).map(String)}
            onChange={(v) => setLeads([...leads.filter((l) => l === DAY || l === TWO_HOURS), ...v.map(Number)])}
          />
        </List.Item>
      </List>
      <List header={t('agenda')} mode="card">
        <List.Item
          description={errorText(errors['agenda_time']) ?? t('agendaHint')}
          extra={
            <Switch
              aria-label={t('agenda')}
              checked={agenda !== null}
              onChange={(v) => onChange({ ...form, agenda_time: v ? DEFAULT_AGENDA : null })}
            />
          }
        >
          {t('agenda')}
        </List.Item>
        {agenda !== null && (
          <List.Item extra={agenda} onClick={() => setPicking(true)} arrowIcon>
            {t('agendaTime')}
          </List.Item>
        )}
      </List>
      <Picker
        columns={[HOURS, minutes.map((x) => ({ label: x, value: x }))]}
        visible={picking}
        value={[h, m]}
        title={t('agendaTime')}
        confirmText={t('choose')}
        cancelText={t('cancel')}
        onClose={() => setPicking(false)}
        onConfirm={(v) => {
          const [hh, mm] = v as string[];
          if (hh && mm) onChange({ ...form, agenda_time: `${hh}:${mm}` });
        }}
      />
    </>
  );
}

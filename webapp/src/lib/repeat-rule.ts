/**
 * The repeat picker's choices as RRULE text (the API expands it: src/time-core/recurrence.ts). Every rule
 * ends after a number of times (COUNT), which the API bounds at 100.
 */
export type RepeatChoice = 'none' | 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'custom';

export const REPEAT_CHOICES: RepeatChoice[] = ['none', 'daily', 'weekly', 'biweekly', 'monthly', 'custom'];

/** Monday first, as RRULE names weekdays. */
export const RRULE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RruleWeekday = (typeof RRULE_WEEKDAYS)[number];

export interface CustomRepeat {
  /** Every how many weeks (1..52). */
  everyWeeks: number;
  /** Days of the week; none: the start's own weekday. */
  days: RruleWeekday[];
}

export const MAX_TIMES = 100;

/** The RRULE of a choice, or null for «Не повторять». */
export function repeatRule(choice: RepeatChoice, times: number, custom: CustomRepeat): string | null {
  const count = `COUNT=${Math.min(Math.max(Math.round(times), 1), MAX_TIMES)}`;
  switch (choice) {
    case 'none':
      return null;
    case 'daily':
      return `FREQ=DAILY;${count}`;
    case 'weekly':
      return `FREQ=WEEKLY;${count}`;
    case 'biweekly':
      return `FREQ=WEEKLY;INTERVAL=2;${count}`;
    case 'monthly':
      return `FREQ=MONTHLY;${count}`;
    case 'custom': {
      const days = RRULE_WEEKDAYS.filter((d) => custom.days.includes(d));
      const every = Math.min(Math.max(Math.round(custom.everyWeeks), 1), 52);
      return `FREQ=WEEKLY;INTERVAL=${every}${days.length ? `;BYDAY=${days.join(',')}` : ''};${count}`;
    }
  }
}

/** The picker's state of a rule: its choice, times and custom part. */
export interface RepeatState {
  choice: RepeatChoice;
  times: number;
  custom: CustomRepeat;
}

/**
 * The picker's state of a series' RRULE as the API writes it ("FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10"),
 * or null when the picker cannot show it (UNTIL, a monthly weekday, a month day): it then stays as it is.
 */
export function repeatStateOf(rrule: string): RepeatState | null {
  const parts = new Map(
    rrule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const count = Number(parts.get('COUNT'));
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const known = [...parts.keys()].every((k) => ['FREQ', 'INTERVAL', 'BYDAY', 'COUNT'].includes(k));
  if (!known || !Number.isInteger(count) || count < 1) return null;
  const byDay = parts.get('BYDAY');
  const days = byDay ? byDay.split(',') : [];
  if (!days.every((d) => (RRULE_WEEKDAYS as readonly string[]).includes(d))) return null;
  const custom: CustomRepeat = { everyWeeks: interval, days: days as RruleWeekday[] };
  const plain = { everyWeeks: 1, days: [] };
  const freq = parts.get('FREQ');
  if (freq === 'DAILY' && interval === 1 && !byDay) return { choice: 'daily', times: count, custom: plain };
  if (freq === 'MONTHLY' && interval === 1 && !byDay) return { choice: 'monthly', times: count, custom: plain };
  if (freq !== 'WEEKLY') return null;
  if (days.length <= 1 && interval <= 2) {
    return { choice: interval === 1 ? 'weekly' : 'biweekly', times: count, custom: plain };
  }
  return { choice: 'custom', times: count, custom };
}

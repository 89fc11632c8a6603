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

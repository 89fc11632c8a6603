import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobName } from '../jobs/job';
import type { NotificationsService } from '../notifications/notifications.service';
import { DUE_GRACE_SQL } from './billing.sql';
import { DAY_MS, GRACE_DAYS } from './plans';

interface DueGrace {
  plan: 'pro' | 'enterprise';
  paid_until: Date;
  day: number;
  owner_id: number;
  owner_telegram_id: string;
  business_name: string;
}

/**
 * One round of grace notices at `nowMs`: each business whose paid plan lapsed less than 3 days ago is told
 * once for each day of its grace (the mark and the notice commit together in the caller's transaction).
 */
export async function dispatchBillingGrace(
  m: EntityManager,
  notifications: NotificationsService,
  nowMs: number,
): Promise<{ sent: number }> {
  const due = await m.query<DueGrace[]>(DUE_GRACE_SQL, [new Date(nowMs).toISOString()]);
  const sent = await notifications.enqueue(
    due.map((d) => ({
      chatId: Number(d.owner_telegram_id),
      userId: d.owner_id,
      kind: 'billing_grace' as const,
      payload: {
        plan: d.plan,
        business_name: d.business_name,
        day: d.day,
        grace_until: new Date(new Date(d.paid_until).getTime() + GRACE_DAYS * DAY_MS).toISOString(),
      },
    })),
    m,
  );
  return { sent };
}

export const BILLING_GRACE_JOB = 'billing-grace' as JobName<{ sent: number }>;

/** One round of grace notices in one transaction; nothing while plans are free (BILLING off). */
export const runBillingGraceOnce = (
  db: DataSource,
  nowMs: number,
  notifications: NotificationsService,
  config: AppConfig,
): Promise<{ sent: number }> =>
  config.billing === 'stars'
    ? db.transaction((m) => dispatchBillingGrace(m, notifications, nowMs))
    : Promise.resolve({ sent: 0 });

/** On every instance with the reminders (REMINDER_RUNNER, REMINDER_POLL_MS). */
export const billingGraceJob = (db: DataSource, notifications: NotificationsService, config: AppConfig) =>
  defineJob({
    name: BILLING_GRACE_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.reminderRunner,
    round: (at) => runBillingGraceOnce(db, at.nowMs, notifications, config),
    next: () => config.reminderPollMs,
    errorDelayMs: () => config.reminderPollMs * 2,
  });

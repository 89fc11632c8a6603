import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobName } from '../jobs/job';
import type { NotificationsService } from '../notifications/notifications.service';
import { AgendaBatchResult, dispatchAgendas } from './agenda-dispatch';
import { dispatchReminders, ReminderBatchResult } from './reminder-dispatch';

export interface ReminderRunResult {
  reminders: ReminderBatchResult;
  agendas: AgendaBatchResult;
}

export const REMINDERS_JOB = 'reminders' as JobName<ReminderRunResult>;

const logger = new Logger('Reminders');

/**
 * One round: a batch of due reminders, then a batch of due agendas, each in its own transaction. No
 * in-memory timers hold the work: each round asks the database what is due (appointment_reminders,
 * master_agendas), so a restart loses nothing, and the claim with FOR UPDATE SKIP LOCKED plus the mark in
 * the same transaction as the notice means any number of instances may run it and nothing is queued twice.
 */
export async function runRemindersOnce(
  db: DataSource,
  nowMs: number,
  notifications: NotificationsService,
  batchSize: number,
): Promise<ReminderRunResult> {
  const reminders = await db.transaction((m) => dispatchReminders(m, notifications, nowMs, batchSize));
  const agendas = await db.transaction((m) => dispatchAgendas(m, notifications, nowMs, batchSize));
  // a line for each round that claimed something (on several instances: which one queued what)
  const r = reminders;
  if (r.claimed > 0) logger.log(`reminders: claimed ${r.claimed}, queued ${r.sent}, skipped ${r.skipped}`);
  if (agendas.claimed > 0) logger.log(`agendas: claimed ${agendas.claimed}, queued ${agendas.sent}`);
  return { reminders, agendas };
}

/**
 * Reminders and agendas on every instance while REMINDER_RUNNER is on: a full batch leaves more due, so the
 * next round at once; else after REMINDER_POLL_MS (a reminder is at most this late).
 */
export const remindersJob = (db: DataSource, notifications: NotificationsService, config: AppConfig) =>
  defineJob({
    name: REMINDERS_JOB,
    scope: 'every-instance',
    enabledBy: (c) => c.reminderRunner,
    round: (at) => runRemindersOnce(db, at.nowMs, notifications, at.batchSize),
    next: (r, at) =>
      r.reminders.claimed >= at.batchSize || r.agendas.claimed >= at.batchSize ? 0 : config.reminderPollMs,
    errorDelayMs: () => config.reminderPollMs * 2,
  });

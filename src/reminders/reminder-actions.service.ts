import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppointmentChangesService } from '../appointments/appointment-changes.service';
import { refusalOf } from '../common/domain-error';
import { actAs } from '../users/act-as';
import type { VisitRefusalCode, VisitResult, VisitsPort } from './reminder-actions.contract';

const VISIT_REFUSALS: readonly VisitRefusalCode[] = [
  'not_registered',
  'account_blocked',
  'appointment_not_found',
  'appointment_cancelled',
  'appointment_finished',
  'appointment_started',
  'appointment_changed',
  'cancel_cutoff_passed',
];

/**
 * What the reminder's buttons do, for the bot: the caller is the user with that Telegram id, acting as the
 * booking's client, under exactly the API's rules (AppointmentChangesService); refusals become codes the
 * bot words in the reader's language.
 */
@Injectable()
export class ReminderActionsService implements VisitsPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changes: AppointmentChangesService,
  ) {}

  confirmVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return refusalOf(VISIT_REFUSALS, async () => {
      const r = await this.changes.confirmVisit(await actAs(this.db, telegramId), appointmentId);
      return { ok: true, outcome: r.changed ? 'confirmed' : 'already_confirmed' } as const;
    });
  }

  cancelVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return refusalOf(VISIT_REFUSALS, async () => {
      await this.changes.cancel(await actAs(this.db, telegramId), appointmentId, {}, true);
      return { ok: true, outcome: 'cancelled' } as const;
    });
  }
}

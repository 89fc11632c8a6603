import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VisitResult } from '../../bot/deps';
import { AppointmentChangesService, CutoffPassedException } from '../appointments/appointment-changes.service';
import { BOOKING_MSG } from '../appointments/booking-messages';
import { User } from '../users/entities/user.entity';

const detailOf = (e: HttpException): string | undefined => {
  const res = e.getResponse();
  return typeof res === 'object' && res !== null ? (res as { detail?: string }).detail : undefined;
};

/**
 * What the reminder's buttons do, for the bot: the caller is the user with that Telegram id, acting as the
 * booking's client, under exactly the API's rules (AppointmentChangesService); refusals become reasons
 * the bot words in the reader's language.
 */
@Injectable()
export class ReminderActionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changes: AppointmentChangesService,
  ) {}

  confirmVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return this.act(telegramId, async (user) => {
      const r = await this.changes.confirmVisit(user, appointmentId);
      return r.changed ? 'confirmed' : 'already_confirmed';
    });
  }

  cancelVisit(telegramId: number, appointmentId: number): Promise<VisitResult> {
    return this.act(telegramId, async (user) => {
      await this.changes.cancel(user, appointmentId, {}, true);
      return 'cancelled';
    });
  }

  private async act(
    telegramId: number,
    work: (user: User) => Promise<Extract<VisitResult, { ok: true }>['outcome']>,
  ): Promise<VisitResult> {
    const user = await this.db.getRepository(User).findOne({ where: { telegramId } });
    if (!user) return { ok: false, reason: 'not_registered' };
    if (user.isBlocked) return { ok: false, reason: 'blocked' };
    try {
      return { ok: true, outcome: await work(user) };
    } catch (e) {
      if (e instanceof CutoffPassedException) {
        return { ok: false, reason: 'cutoff', detail: detailOf(e) ?? '', hours: e.hours, phone: e.phone };
      }
      if (e instanceof NotFoundException) return { ok: false, reason: 'not_found' };
      if (!(e instanceof HttpException)) throw e;
      const detail = detailOf(e);
      if (detail === BOOKING_MSG.alreadyCancelled) return { ok: false, reason: 'cancelled' };
      if (detail === BOOKING_MSG.alreadyFinished) return { ok: false, reason: 'finished' };
      if (detail === BOOKING_MSG.alreadyStarted) return { ok: false, reason: 'started' };
      if (e instanceof ConflictException) return { ok: false, reason: 'changed' };
      throw e;
    }
  }
}

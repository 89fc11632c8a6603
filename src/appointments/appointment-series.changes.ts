import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { type AppointmentRow, toAppointmentResponse } from './appointment.mapper';
import { AppointmentEvents } from './appointment-events';
import { inBookingTransaction } from './appointment-store';
import type { SeriesCancelResponse } from './appointment-series.contract';
import { seriesCancelledDrafts } from './appointment-series.notices';
import { everyWeeks } from './appointment-series.rule';
import { CANCEL_FROM_SQL, FIRST_LIVE_FROM_SQL, SERIES_ACCESS_SQL } from './appointment-series.sql';
import type { CancelledBy } from './appointments.contract';
import type { Recipient } from './booking-context';
import type { Addressee } from './booking-notices';
import type { SeriesCancelDto } from './dto/appointment-series.dto';

const HOUR = 3_600_000;

/** A series as one caller sees it (SERIES_ACCESS_SQL). */
interface SeriesAccess {
  master_id: number;
  client_id: number | null;
  is_client: boolean;
  is_master: boolean;
  is_staff: boolean;
  master_serves: boolean;
  cancel_cutoff_hours: number;
  staff: Recipient[];
  m_phone: string | null;
  o_phone: string | null;
  rrule: string;
}

/**
 * Changes to a whole series: «Отменить все следующие». One booking of a series is moved or cancelled by the
 * single-booking routes, and only it changes (it stays in the series).
 */
@Injectable()
export class AppointmentSeriesChanges {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly events: AppointmentEvents,
  ) {}

  /**
   * Cancels the visits starting at `from` or later (every coming one without it) in one transaction, so every
   * time is free at once, and each freed time is offered to the waitlist as a single cancellation's is. The
   * client may cancel until the master's cutoff (a visit inside it is refused as one booking's cancel is);
   * the master and the organization's owner and admins until the start.
   */
  async cancel(user: User, seriesId: number, dto: SeriesCancelDto): Promise<SeriesCancelResponse> {
    const now = this.clock.now();
    const [a] = await preparedQuery<SeriesAccess>(this.db, SERIES_ACCESS_SQL, [seriesId, user.id]);
    if (!a || !(a.is_client || a.is_master || a.is_staff)) throw new DomainError('appointment_not_found');
    const role: CancelledBy = a.is_master ? 'master' : a.is_staff ? 'organization' : 'client';
    const asked = dto.from ? Date.parse(dto.from) : now;
    // nothing that has started changes; the client stops at the cutoff
    const earliest = role === 'client' ? now + a.cancel_cutoff_hours * HOUR : now + 1;
    if (asked < earliest) {
      const [first] = await preparedQuery<{ first_ms: number | null }>(this.db, FIRST_LIVE_FROM_SQL, [
        seriesId,
        sqlInstant(asked),
      ]);
      if (dto.from && first && first.first_ms !== null && first.first_ms < earliest) {
        if (role !== 'client') throw new DomainError('appointment_started');
        throw new DomainError('cancel_cutoff_passed', { hours: a.cancel_cutoff_hours, phone: a.m_phone ?? a.o_phone });
      }
    }
    const fromMs = Math.max(asked, earliest);
    const rows = await inBookingTransaction(this.db, async (m: EntityManager) => {
      const cancelled: AppointmentRow[] = await m.query(CANCEL_FROM_SQL, [
        seriesId,
        sqlInstant(fromMs),
        role,
        dto.reason ?? null,
        sqlInstant(now),
      ]);
      if (cancelled.length === 0) return cancelled;
      const every = everyWeeks(a.rrule);
      await this.notifications.enqueue(
        seriesCancelledDrafts(
          cancelled,
          { series_id: seriesId, every_weeks: every },
          otherSide(cancelled[0], role, a),
          user.id,
          role,
        ),
        m,
      );
      for (const r of cancelled) {
        await this.events.timeFreed(m, {
          masterId: r.master_id,
          appointmentId: r.id,
          startMs: r.starts_ms,
          endMs: r.ends_ms,
        });
      }
      return cancelled;
    });
    return { series_id: seriesId, appointments: rows.map(toAppointmentResponse) };
  }
}

/** Who hears of it: the master's side when the client cancels; the client and the rest otherwise. */
function otherSide(row: AppointmentRow, role: CancelledBy, a: SeriesAccess): Addressee[] {
  const master: Addressee[] = a.master_serves ? [{ user_id: row.master_id, chat_id: row.m_chat, to: 'master' }] : [];
  const masterSide: Addressee[] = [...master, ...a.staff.map((s): Addressee => ({ ...s, to: 'master' }))];
  const client: Addressee[] =
    row.client_id !== null && row.c_chat !== null
      ? [{ user_id: row.client_id, chat_id: row.c_chat, to: 'client' }]
      : [];
  return role === 'client' ? masterSide : [...client, ...masterSide];
}

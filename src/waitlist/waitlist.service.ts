import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BookingContexts, contextZone } from '../appointments/booking-context';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import { CLOCK, Clock } from '../common/clock';
import type { MessageResponse } from '../schedules/schedules.contract';
import { addDays, daysBetween } from '../time-core/calendar-date';
import { formatInstant, zonedDate } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import type { JoinWaitlistDto } from './dto/waitlist.dto';
import type { WaitlistTakeResult } from './waitlist-offers.contract';
import type { WaitlistEntryResponse, WaitlistListResponse } from './waitlist.contract';
import { WaitlistOffersService } from './waitlist-offers.service';
import { SESSION_BY_ID_SQL, type SessionRow } from '../sessions/sessions.sql';
import { earliestDateAt, liveIn } from './waitlist-dates';
import { MAX_ACTIVE_ENTRIES, MAX_RANGE_DAYS, WAITLIST_MSG } from './waitlist-messages';
import {
  ENTRY_BY_ID_SQL,
  ENTRY_OFFERS_GONE_SQL,
  EntryRow,
  INSERT_ENTRY_SQL,
  LEAVE_SQL,
  LIVE_CANDIDATES_SQL,
  LOCK_CLIENT_SQL,
  MY_ENTRIES_SQL,
} from './waitlist.sql';

/**
 * The client's waitlist (so a freed time reaches someone who wanted it): join for a master's service on a range of
 * the master's dates, list, leave; and «Записаться» on an offer (WaitlistOffersService). Every method acts for the
 * caller only: someone else's entry is not found (404), as a booking is.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contexts: BookingContexts,
    private readonly offers: WaitlistOffersService,
  ) {}

  /**
   * 201 with the entry. 404 unless the master takes bookings and performs the service (as a booking);
   * 422 for dates reversed, longer than 31 days, already past or beyond the master's horizon (the
   * master's zone), for the master themself, without a phone (a booking needs one), or past 20 live
   * entries; 409 when an active entry of the caller for this master and service overlaps these dates.
   */
  async join(user: User, dto: JoinWaitlistDto): Promise<WaitlistEntryResponse> {
    if (dto.session_id !== undefined) return this.joinSession(user, dto.session_id);
    return this.joinDates(user, dto as Required<Omit<JoinWaitlistDto, 'session_id'>>);
  }

  /**
   * Waiting for a seat of a group session (a full one, usually): the entry's dates are the session's date;
   * a freed seat is offered to everyone waiting for it, the first tap wins (WaitlistOffersService).
   */
  private async joinSession(user: User, sessionId: number): Promise<WaitlistEntryResponse> {
    const now = this.clock.now();
    const [s] = await preparedQuery<SessionRow>(this.db, SESSION_BY_ID_SQL, [sessionId]);
    if (!s) throw new DomainError('session_not_found');
    if (s.status !== 'scheduled') throw new DomainError('session_cancelled');
    if (s.starts_ms <= now) throw new DomainError('session_started');
    if (s.master_id === user.id) throw new DomainError('waitlist_self');
    if (!user.phone) throw new DomainError('phone_required');
    const date = zonedDate(s.starts_ms, s.time_zone);
    return this.insert(user, [s.master_id, s.service_id, s.organization_id, date, date], sessionId, now);
  }

  private async joinDates(
    user: User,
    dto: { master_id: number; service_id: number; from: string; to: string },
  ): Promise<WaitlistEntryResponse> {
    const span = daysBetween(dto.from, dto.to);
    if (span < 0) throw new DomainError('waitlist_range_reversed');
    if (span + 1 > MAX_RANGE_DAYS) throw new DomainError('waitlist_range_too_long');
    const now = this.clock.now();
    const ctx = await this.contexts.load(dto.master_id, dto.service_id, now, user.id);
    if (!ctx?.is_master) throw new DomainError('master_not_found');
    if (!ctx.service || !ctx.service_ok) throw new DomainError('service_not_found');
    if (ctx.master_id === user.id) throw new DomainError('waitlist_self');
    if (!user.phone) throw new DomainError('phone_required');
    const today = zonedDate(now, contextZone(ctx));
    if (dto.from < today) throw new DomainError('waitlist_dates_past');
    if (ctx.schedule && dto.from > addDays(today, ctx.schedule.horizon_days)) {
      throw new DomainError('waitlist_beyond_horizon');
    }

    const values = [ctx.master_id, ctx.service.id, ctx.organization?.id ?? null, dto.from, dto.to];
    return this.insert(user, values, null, now);
  }

  /** The entry (master, service, organization, from, to), held to the caller's limit of live entries. */
  private async insert(
    user: User,
    values: unknown[],
    sessionId: number | null,
    now: number,
  ): Promise<WaitlistEntryResponse> {
    const id = await this.db.transaction(async (m) => {
      await m.query(LOCK_CLIENT_SQL, [user.id]);
      const entries: { to_date: string; time_zone: string }[] = await m.query(LIVE_CANDIDATES_SQL, [
        user.id,
        earliestDateAt(now),
      ]);
      if (liveIn(entries, now).length >= MAX_ACTIVE_ENTRIES) throw new DomainError('waitlist_too_many');
      const [row]: { id: number }[] = await m.query(INSERT_ENTRY_SQL, [user.id, ...values, sqlInstant(now), sessionId]);
      return row?.id ?? null;
    });
    if (id === null) throw new DomainError('waitlist_duplicate');
    const [row] = await preparedQuery<EntryRow>(this.db, ENTRY_BY_ID_SQL, [id]);
    return toEntryResponse(row);
  }

  async my(user: User): Promise<WaitlistListResponse> {
    const now = this.clock.now();
    const rows = await preparedQuery<EntryRow>(this.db, MY_ENTRIES_SQL, [user.id, earliestDateAt(now)]);
    return { waitlist: liveIn(rows, now).map(toEntryResponse) };
  }

  /** Leaves an active entry of the caller (its offers can no longer be taken); else 404. */
  async leave(user: User, id: number): Promise<MessageResponse> {
    const now = sqlInstant(this.clock.now());
    const left = await this.db.transaction(async (m) => {
      const rows: { id: number }[] = await m.query(LEAVE_SQL, [id, user.id, now]);
      if (rows.length === 0) return false;
      await m.query(ENTRY_OFFERS_GONE_SQL, [id, now]);
      return true;
    });
    if (!left) throw new DomainError('waitlist_entry_not_found');
    return { message: WAITLIST_MSG.left };
  }

  /** «Записаться» under an offer, for the registered, unblocked `user`. */
  takeOffer(user: User, offerId: number): Promise<WaitlistTakeResult> {
    return this.offers.take(user, offerId);
  }
}

export function toEntryResponse(r: EntryRow): WaitlistEntryResponse {
  return {
    id: r.id,
    status: r.status,
    from: r.from_date,
    to: r.to_date,
    time_zone: r.time_zone,
    created_at: formatInstant(r.created_ms, r.time_zone),
    master: {
      id: r.master_id,
      first_name: r.m_first_name,
      last_name: r.m_last_name,
      specialization: r.m_specialization,
      deep_link: r.m_deep_link,
      master_code: r.m_code,
    },
    service: { id: r.service_id, name: r.s_name, duration_minutes: r.s_duration, price: r.s_price },
    organization: r.organization_id === null || r.o_name === null ? null : { id: r.organization_id, name: r.o_name },
    session_id: r.session_id,
  };
}

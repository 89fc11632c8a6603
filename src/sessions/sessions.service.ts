import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BookingContexts, DEFAULT_DURATION_MINUTES, isGroupService } from '../appointments/booking-context';
import { cancelSessionSeats } from '../appointments/session-seats';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import { isOverlap } from '../appointments/appointment-store';
import { NotificationsService } from '../notifications/notifications.service';
import { MasterAccess } from '../access/master-access';
import type { User } from '../users/entities/user.entity';
import type { SessionCancelDto, SessionCreateDto, SessionPatchDto, SessionRangeQueryDto } from './dto/session.dto';
import { sessionConflict, toSessionResponse } from './session-response';
import { sessionStarts } from './session-rule';
import type {
  SessionAttendee,
  SessionCreateResponse,
  SessionDetailResponse,
  SessionListResponse,
  SessionResponse,
} from './sessions.contract';
import {
  ATTENDEES_SQL,
  CANCEL_SESSION_SQL,
  CONFLICTS_SQL,
  INSERT_SERIES_SQL,
  INSERT_SESSION_SQL,
  PATCH_CAPACITY_SQL,
  SESSION_BY_ID_SQL,
  SESSION_OVERLAPS_SQL,
  SESSIONS_OF_MASTER_SQL,
  type SessionRow,
} from './sessions.sql';
import { localToInstant, zonedDate } from '../time-core/zone';
import { addDays } from '../time-core/calendar-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface AttendeeRow {
  appointment_id: number;
  client_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  status: SessionAttendee['status'];
  d_amount: number | null;
  d_status: NonNullable<SessionAttendee['deposit']>['status'] | null;
}

/**
 * A master's group sessions, for the master and their organization's owner and admins (MasterAccess): make
 * them (one, or one per occurrence of a rule), list them, read one with its attendees, change its capacity,
 * cancel it. The database holds the master's time and the seat count (migration 1764400000000); the checks
 * here only pick the answer for the common case.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly access: MasterAccess,
    private readonly contexts: BookingContexts,
    private readonly notifications: NotificationsService,
  ) {}

  async create(user: User, ref: string, dto: SessionCreateDto): Promise<SessionCreateResponse> {
    const target = await this.access.resolve(user, ref);
    const now = this.clock.now();
    const firstMs = Date.parse(dto.starts_at);
    const ctx = await this.contexts.load(target.masterId, dto.service_id, firstMs, user.id);
    if (!ctx?.service || !ctx.service_ok) throw new DomainError('service_not_found');
    const service = ctx.service;
    if (!isGroupService(service.capacity)) throw new DomainError('session_needs_group_service');
    if (firstMs < now) throw new DomainError('session_start_in_past');
    const starts = sessionStarts(dto.rrule ?? null, firstMs, target.timeZone);
    const duration = (service.duration_minutes ?? DEFAULT_DURATION_MINUTES) * MINUTE;
    const buffer = ctx.buffer_minutes * MINUTE;
    const ranges = JSON.stringify(starts.map((s) => [sqlInstant(s), sqlInstant(s + duration + buffer)]));
    await this.assertFree(this.db, target.masterId, ranges);

    const capacity = dto.capacity ?? service.capacity ?? 1;
    const minimum = service.min_participants;
    try {
      const rows = await this.db.transaction(async (m) => {
        const [series]: { id: number }[] = dto.rrule
          ? await m.query(INSERT_SERIES_SQL, [target.masterId, service.id, dto.rrule, user.id, sqlInstant(now)])
          : [];
        const made: SessionRow[] = [];
        for (const s of starts) {
          const checkAt = minimum === null ? null : s - service.min_check_hours * HOUR;
          const [row]: SessionRow[] = await m.query(INSERT_SESSION_SQL, [
            target.masterId,
            service.id,
            ctx.organization?.id ?? null,
            series?.id ?? null,
            sqlInstant(s),
            sqlInstant(s + duration),
            sqlInstant(s + duration + buffer),
            capacity,
            minimum,
            // made after its check time: the master runs it as it is
            checkAt === null || checkAt <= now ? null : sqlInstant(checkAt),
            user.id,
            sqlInstant(now),
          ]);
          made.push(row);
        }
        return made;
      });
      return { sessions: rows.map(toSessionResponse), conflicts: [] };
    } catch (e) {
      // someone took the time between the check and the insert: answer what is in the way now
      if (isOverlap(e)) await this.assertFree(this.db, target.masterId, ranges);
      throw e;
    }
  }

  async list(user: User, ref: string, q: SessionRangeQueryDto): Promise<SessionListResponse> {
    const target = await this.access.resolve(user, ref);
    const zone = target.timeZone;
    const from = q.from ?? zonedDate(this.clock.now(), zone);
    const to = q.to ?? addDays(from, 61);
    const rows = await preparedQuery<SessionRow>(this.db, SESSIONS_OF_MASTER_SQL, [
      target.masterId,
      sqlInstant(localToInstant(from, 0, zone)),
      sqlInstant(localToInstant(addDays(to, 1), 0, zone)),
    ]);
    return { sessions: rows.map(toSessionResponse) };
  }

  async get(user: User, id: number): Promise<SessionDetailResponse> {
    const session = await this.load(user, id);
    const rows = await preparedQuery<AttendeeRow>(this.db, ATTENDEES_SQL, [id]);
    return {
      ...toSessionResponse(session),
      attendees: rows.map((r) => ({
        appointment_id: r.appointment_id,
        client: { id: r.client_id, first_name: r.first_name, last_name: r.last_name, phone: r.phone },
        status: r.status,
        deposit: r.d_amount === null || r.d_status === null ? null : { amount: r.d_amount, status: r.d_status },
      })),
    };
  }

  async patch(user: User, id: number, dto: SessionPatchDto): Promise<SessionResponse> {
    const session = await this.load(user, id);
    if (session.status !== 'scheduled') throw new DomainError('session_cancelled');
    const [row] = await preparedQuery<SessionRow>(this.db, PATCH_CAPACITY_SQL, [id, dto.capacity]);
    if (!row) throw new DomainError('session_capacity_below_taken');
    return toSessionResponse(row);
  }

  /** Every live seat is cancelled by the business; attendees are told, paid deposits become refund_due. */
  async cancel(user: User, id: number, dto: SessionCancelDto): Promise<SessionResponse> {
    const session = await this.load(user, id);
    if (session.status !== 'scheduled') throw new DomainError('session_cancelled');
    // the master cancels as the master; the organization's owner or an admin as the organization
    const by = user.id === session.master_id ? 'master' : 'organization';
    const now = this.clock.now();
    await this.db.transaction((m) => cancelSession(m, this.notifications, id, by, dto.reason ?? null, now));
    return this.reread(id);
  }

  private async reread(id: number): Promise<SessionResponse> {
    const [row] = await preparedQuery<SessionRow>(this.db, SESSION_BY_ID_SQL, [id]);
    return toSessionResponse(row);
  }

  /** The session if the caller is its master or manages the master's organization (else 403); unknown: 404. */
  private async load(user: User, id: number): Promise<SessionRow> {
    const [row] = await preparedQuery<SessionRow>(this.db, SESSION_BY_ID_SQL, [id]);
    if (!row) throw new DomainError('session_not_found');
    await this.access.resolve(user, String(row.master_id));
    return row;
  }

  /** 409 listing what holds the master's time in `ranges` (JSON of [start, occupied until]), if anything. */
  private async assertFree(db: DataSource, masterId: number, ranges: string): Promise<void> {
    const conflicts: { id: number }[] = await db.query(CONFLICTS_SQL, [masterId, ranges]);
    const sessions: { id: number }[] = await db.query(SESSION_OVERLAPS_SQL, [masterId, ranges]);
    if (conflicts.length > 0 || sessions.length > 0) {
      throw sessionConflict(
        conflicts.map((r) => r.id),
        sessions.map((r) => r.id),
      );
    }
  }
}

/**
 * Cancels session `id` and its live seats in transaction `m` (the session first, so the freed seats are not
 * summarised to the master as freed one by one), queuing each attendee's notice. False: it was not scheduled.
 */
export async function cancelSession(
  m: EntityManager,
  notifications: NotificationsService,
  id: number,
  by: 'master' | 'organization',
  reason: string | null,
  now: number,
  cancelledBy: 'master' | 'organization' | 'minimum' = by,
): Promise<boolean> {
  const done: unknown[] = await m.query(CANCEL_SESSION_SQL, [id, cancelledBy, reason, sqlInstant(now)]);
  if (done.length === 0) return false;
  const drafts = await cancelSessionSeats(m, id, by, reason, now);
  if (drafts.length > 0) await notifications.enqueue(drafts, m);
  return true;
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { addDays } from '../time-core/calendar-date';
import { localToInstant } from '../time-core/zone';
import { CLOCK, Clock } from '../common/clock';
import { assertDateRange } from '../schedules/date-range';
import type { User } from '../users/entities/user.entity';
import { AppointmentRow, toAppointmentResponse } from './appointment.mapper';
import type { AppointmentListResponse } from './appointments.contract';
import { writeInstants } from './calendar-instants';
import {
  CALENDAR_SCOPE_SQL,
  CalendarSqlRow,
  MY_PAST_SQL,
  MY_UPCOMING_SQL,
  ORGANIZATION_CALENDAR_SQL,
  ORGANIZATION_MASTER_CALENDAR_SQL,
  OWN_CALENDAR_SQL,
} from './calendar.sql';
import type { CalendarQueryDto, MyQueryDto } from './dto/appointment.dto';
import { DomainError } from '../common/domain-error';

interface ScopeRow {
  is_master: boolean;
  own_zone: string;
  org_id: number | null;
  org_zone: string | null;
  master_in_org: boolean;
}

/** The read side: a client's own bookings, and the master's and the salon's calendars. */
@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** upcoming: live bookings not over yet, soonest first; past: the rest (over, cancelled, done), latest first. */
  async my(user: User, q: MyQueryDto): Promise<AppointmentListResponse> {
    const sql = q.scope === 'past' ? MY_PAST_SQL : MY_UPCOMING_SQL;
    const rows = await preparedQuery<AppointmentRow>(this.db, sql, [user.id, new Date(this.clock.now()).toISOString()]);
    return { appointments: rows.map(toAppointmentResponse) };
  }

  /**
   * Appointments (every status) starting on the dates from..to. A master reads their own (in their zone);
   * an owner or admin reads their organization's, all masters or one (in the organization's zone). A
   * master outside the caller's organization, or a caller who is neither, gets 403. The answer is a
   * CalendarResponse's UTF-8 JSON: the text the database writes (calendar.sql.ts) with the instants Node
   * writes in (calendar-instants.ts).
   */
  async calendar(user: User, q: CalendarQueryDto): Promise<Buffer> {
    assertDateRange(q.from, q.to);
    const named = q.master_id ?? 0;
    const [scope] = await preparedQuery<ScopeRow>(this.db, CALENDAR_SCOPE_SQL, [user.id, named]);
    const ownWanted = named === 0 || named === user.id;
    let sql: string;
    let zone: string;
    let params: unknown[];
    if (named === 0 && scope.org_id !== null) {
      [sql, zone, params] = [ORGANIZATION_CALENDAR_SQL, scope.org_zone ?? scope.own_zone, [scope.org_id]];
    } else if (ownWanted && scope.is_master) {
      [sql, zone, params] = [OWN_CALENDAR_SQL, scope.own_zone, [user.id]];
    } else if (named !== 0 && scope.org_id !== null && scope.master_in_org) {
      [sql, zone, params] = [ORGANIZATION_MASTER_CALENDAR_SQL, scope.org_zone ?? scope.own_zone, [scope.org_id]];
    } else {
      throw new DomainError('forbidden');
    }
    const lo = new Date(localToInstant(q.from, 0, zone)).toISOString();
    const hi = new Date(localToInstant(addDays(q.to, 1), 0, zone)).toISOString();
    const extra = sql === ORGANIZATION_MASTER_CALENDAR_SQL ? [named] : [];
    const values = [...params, lo, hi, q.from, q.to, zone, ...extra];
    const pieces = await preparedQuery<CalendarSqlRow>(this.db, sql, values);
    return writeInstants(pieces.map((p) => p.text));
  }
}

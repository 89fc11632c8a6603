import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { independentMaster, masterNow } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { MANAGED_ORGANIZATION_CTE } from '../organizations/organization-access';
import { addDays } from '../time-core/calendar-date';
import { localToInstant } from '../time-core/zone';
import { CLOCK, Clock } from '../common/clock';
import { assertDateRange } from '../schedules/date-range';
import type { User } from '../users/entities/user.entity';
import { APPOINTMENT_SELECT, AppointmentRow, toAppointmentResponse } from './appointment.mapper';
import type { AppointmentListResponse } from './appointments.contract';
import { writeInstants } from './calendar-instants';
import {
  CalendarSqlRow,
  ORGANIZATION_CALENDAR_SQL,
  ORGANIZATION_MASTER_CALENDAR_SQL,
  OWN_CALENDAR_SQL,
} from './calendar.sql';
import type { CalendarQueryDto, MyQueryDto } from './dto/appointment.dto';
import { DomainError } from '../common/domain-error';

const MY_LIMIT = 200;

const LIVE = `a.status IN ('planned', 'confirmed')`;

const MY_UPCOMING_SQL = `${APPOINTMENT_SELECT()}
  WHERE a.client_id = $1 AND ${LIVE} AND a.ends_at > $2
  ORDER BY a.starts_at, a.id LIMIT ${MY_LIMIT}`;
const MY_PAST_SQL = `${APPOINTMENT_SELECT()}
  WHERE a.client_id = $1 AND NOT (${LIVE} AND a.ends_at > $2)
  ORDER BY a.starts_at DESC, a.id DESC LIMIT ${MY_LIMIT}`;

/**
 * Whose calendar the caller ($1) may read, asking for master $2 (0: not named):
 * - own: the caller is a master now (independent, or a master member of an organization) and names nobody
 *   or themself; which of their bookings they see is the own calendar's rule (calendar.sql.ts);
 * - managed: the organization the caller runs (owner, else admin), and whether master $2 works there or
 *   has bookings there (a master who left: their bookings stay the organization's to see and move).
 */
const SCOPE_SQL = `
  WITH ${MANAGED_ORGANIZATION_CTE}
  SELECT ${masterNow('$1')} AS is_master,
         COALESCE((SELECT time_zone FROM master_schedules WHERE master_id = $1),
                  (SELECT o.time_zone FROM organization_members m JOIN organizations o ON o.id = m.organization_id
                    WHERE m.user_id = $1 AND m.role = 'master' AND NOT m.is_blocked
                      AND NOT ${independentMaster('$1')}
                    ORDER BY m.joined_at, m.id LIMIT 1),
                  'Europe/Moscow') AS own_zone,
         mo.id AS org_id, mo.time_zone AS org_zone,
         CASE WHEN $2 = 0 THEN false  -- nobody named: no look into the salon's bookings on the busiest read
              ELSE EXISTS (SELECT 1 FROM organization_members m
                            WHERE m.organization_id = mo.id AND m.user_id = $2 AND m.role = 'master')
                OR EXISTS (SELECT 1 FROM appointments x WHERE x.master_id = $2 AND x.organization_id = mo.id)
         END AS master_in_org
    FROM (SELECT 1) one
    LEFT JOIN managed ON true
    LEFT JOIN organizations mo ON mo.id = managed.organization_id`;

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
    const [scope] = await preparedQuery<ScopeRow>(this.db, SCOPE_SQL, [user.id, named]);
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

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../common/messages';
import { NotificationsService } from '../notifications/notifications.service';
import { updateUserFields, userById } from '../users/user-store';
import type {
  AdminAppointment,
  AdminAppointmentsResponse,
  AdminStatsResponse,
  AdminUserDetails,
  AdminUsersResponse,
  BlockResponse,
} from './admin.contract';
import { ADMIN_PAGE_SIZE, AdminUsersQueryDto } from './dto/admin-users-query.dto';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import {
  likePattern,
  toUserDetails,
  toUserRow,
  USER_DETAILS_SQL,
  USER_ROW_COLUMNS,
  UserDetailsRaw,
  UserRowRaw,
} from './admin-user.sql';
import { DomainError } from '../common/domain-error';

/** "Today" is the Moscow calendar day (the product's home time zone) of the instant in $1 (the CLOCK's now), as
 *  the start of a [start, start + 1 day) timestamptz range. */
export const MOSCOW_TODAY_START = `(date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Moscow') AT TIME ZONE 'Europe/Moscow')`;
const TODAY_APPOINTMENTS_LIMIT = 100;

/** The super admin panel. Every number is an SQL aggregate; no table is loaded into memory. */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  async stats(): Promise<AdminStatsResponse> {
    const [row]: Omit<AdminStatsResponse, 'notifications'>[] = await this.db.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(*) FROM users WHERE created_at >= ${MOSCOW_TODAY_START})::int AS new_today,
              (SELECT count(*) FROM users WHERE user_type = 'organization')::int AS owners,
              (SELECT count(*) FROM master_profiles)::int AS masters,
              (SELECT count(*) FROM users WHERE user_type = 'client')::int AS clients,
              -- live ones only, as the organization statistics count them (the list below shows every status)
              (SELECT count(*) FROM appointments
                WHERE status <> 'cancelled'
                  AND starts_at >= ${MOSCOW_TODAY_START}
                  AND starts_at < ${MOSCOW_TODAY_START} + interval '1 day')::int AS appointments_today`,
      [this.now()],
    );
    return { ...row, notifications: await this.notifications.counts() };
  }

  async users(q: AdminUsersQueryDto): Promise<AdminUsersResponse> {
    const page = q.page ?? 1;
    const limit = q.limit ?? ADMIN_PAGE_SIZE;
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.search) {
      params.push(likePattern(q.search));
      const p = `$${params.length}`;
      // every searchable field in lower case, one per line (User.searchText): a pattern without line
      // breaks matches it when it matches one of the fields
      where.push(`u.search_text LIKE lower(${p})`);
    }
    if (q.user_type) {
      params.push(q.user_type);
      where.push(`u.user_type = $${params.length}`);
    }
    if (q.is_blocked !== undefined) {
      params.push(q.is_blocked);
      where.push(`u.is_blocked = $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

    // One round trip for the total and the page. A search is matched first, through the trigram index,
    // then sorted: walking users newest first and testing the search on each row cost 8 ms for a
    // common surname at 10,000 users (and every row for a rare one). Without a search the planner inlines
    // the CTE: the page is an index scan by created_at.
    const rows: (UserRowRaw & { total: number })[] = await preparedQuery(
      this.db,
      `WITH matched AS ${q.search ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
         SELECT u.id, u.created_at FROM users u ${whereSql}
       ), page AS (
         SELECT id FROM matched ORDER BY created_at DESC, id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}
       )
       SELECT t.total, r.*
         FROM (SELECT count(*)::int AS total FROM matched) t
         LEFT JOIN LATERAL (
           SELECT ${USER_ROW_COLUMNS} FROM page JOIN users u ON u.id = page.id
         ) r ON true
        ORDER BY r.created_at DESC, r.id DESC`,
      [...params, limit, (page - 1) * limit],
    );
    const total = rows[0]?.total ?? 0;
    const users = rows.filter((r) => r.id !== null);
    return { users: users.map(toUserRow), total, page, total_pages: Math.ceil(total / limit) };
  }

  async user(id: number): Promise<AdminUserDetails> {
    const [r]: UserDetailsRaw[] = await preparedQuery(this.db, USER_DETAILS_SQL, [id]);
    if (!r) throw new DomainError('user_not_found');
    return toUserDetails(r);
  }

  /** Blocks or unblocks a user and tells them through the bot (outbox row in the same transaction).
   *  The super admin cannot lock themselves out. */
  async setBlocked(adminTelegramId: number, id: number, blocked: boolean): Promise<BlockResponse> {
    return this.db.transaction(async (manager) => {
      const user = await userById(manager, id);
      if (!user) throw new DomainError('user_not_found');
      if (blocked && user.telegramId === adminTelegramId) {
        throw new DomainError('cannot_block_self');
      }
      if (user.isBlocked !== blocked) {
        await updateUserFields(manager, id, { isBlocked: blocked });
        await this.notifications.enqueue(
          [
            {
              chatId: user.telegramId,
              userId: user.id,
              kind: blocked ? 'account_blocked' : 'account_unblocked',
              payload: {},
            },
          ],
          manager,
        );
      }
      return { message: blocked ? MSG.userBlocked : MSG.userUnblocked, is_blocked: blocked };
    });
  }

  async appointmentsToday(): Promise<AdminAppointmentsResponse> {
    const rows: (Omit<AdminAppointment, 'appointment_date' | 'price'> & { starts_at: Date; price: string | null })[] =
      await this.db.query(
        `SELECT a.id, a.starts_at,
                COALESCE(a.client_name, NULLIF(concat_ws(' ', c.first_name, c.last_name), '')) AS client_name,
                COALESCE(a.client_phone, c.phone) AS client_phone,
                concat_ws(' ', mu.first_name, mu.last_name) AS master_name,
                a.status, a.price
           FROM appointments a
           JOIN users mu ON mu.id = a.master_id
           LEFT JOIN users c ON c.id = a.client_id
          WHERE a.starts_at >= ${MOSCOW_TODAY_START}
            AND a.starts_at < ${MOSCOW_TODAY_START} + interval '1 day'
          ORDER BY a.starts_at, a.id
          LIMIT ${TODAY_APPOINTMENTS_LIMIT}`,
        [this.now()],
      );
    return {
      appointments: rows.map((r) => ({
        id: r.id,
        appointment_date: new Date(r.starts_at).toISOString(),
        client_name: r.client_name,
        client_phone: r.client_phone,
        master_name: r.master_name,
        status: r.status,
        price: r.price === null ? null : Number(r.price),
      })),
    };
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { sqlInstant } from '../database/sql-instant';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { formatInstant } from '../time-core/zone';
import { CalendarAuthError, type RemoteCalendar } from './calendar-provider';
import type {
  CalendarConnectionResponse,
  CalendarConnectionsResponse,
  GoogleStartResponse,
} from './calendar-sync.contract';
import { CalendarClients } from './calendar-clients';
import {
  CALLER_SQL,
  CHAT_SQL,
  DELETE_SQL,
  INSERT_STATE_SQL,
  LIST_SQL,
  ONE_SQL,
  SET_CALENDARS_SQL,
  SYNC_NOW_SQL,
  TAKE_STATE_SQL,
  UPSERT_SQL,
  type ConnectionRow,
  type StoredCalendar,
} from './calendar-sync.sql';
import type { CaldavConnectDto, CalendarChoiceDto } from './dto/calendar-sync.dto';
import { PrivateAddressError } from './public-address';
import { open, seal } from './secret-box';

const STATE_TTL_MS = 15 * 60_000;

/** Everything a master does with their calendar connections; the rounds live in calendar-sync-rounds.ts. */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger('CalendarSync');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clients: CalendarClients,
    private readonly notifications: NotificationsService,
  ) {}

  async list(user: User): Promise<CalendarConnectionsResponse> {
    const zone = await this.master(user);
    const rows = await this.db.query<ConnectionRow[]>(LIST_SQL, [user.id]);
    return { connections: rows.map((r) => toResponse(r, zone)) };
  }

  async googleStart(user: User): Promise<GoogleStartResponse> {
    await this.master(user);
    const key = this.key();
    if (!this.clients.google.enabled) throw new DomainError('calendar_google_off');
    const nonce = randomBytes(16).toString('base64url');
    const state = `${user.id}.${nonce}.${this.sign(key, `${user.id}.${nonce}`)}`;
    const { url, verifier } = await this.clients.google.consentUrl(state);
    await this.db.query(INSERT_STATE_SQL, [
      user.id,
      nonce,
      seal(key, verifier),
      sqlInstant(this.clock.now() + STATE_TTL_MS),
    ]);
    return { auth_url: url };
  }

  /** Google's return: a good, unused state and code store the tokens; the bot tells the master. */
  async googleCallback(code: string | undefined, state: string | undefined): Promise<void> {
    const key = this.key();
    const [masterId, nonce, sig] = (state ?? '').split('.');
    if (!code || !masterId || !nonce || !sig || !safeEqual(sig, this.sign(key, `${masterId}.${nonce}`)))
      throw new DomainError('calendar_oauth_state');
    const [taken] = await this.db.query<{ master_id: number; verifier: string; fresh: boolean }[]>(TAKE_STATE_SQL, [
      nonce,
      sqlInstant(this.clock.now()),
    ]);
    if (!taken?.fresh || String(taken.master_id) !== masterId) throw new DomainError('calendar_oauth_state');
    let got: { refreshToken: string; account: string };
    try {
      got = await this.clients.google.exchange(code, open(key, taken.verifier));
    } catch (e) {
      this.logger.warn(`google exchange failed: ${e instanceof Error ? e.message : String(e)}`);
      throw new DomainError('calendar_oauth_state');
    }
    const calendars = await this.clients.google
      .listCalendars({
        id: '',
        provider: 'google',
        serverUrl: null,
        account: got.account,
        secret: got.refreshToken,
        timeZone: 'UTC',
      })
      .catch(() => [{ id: 'primary', name: got.account }]);
    await this.save(taken.master_id, 'google', got.account, null, got.refreshToken, calendars, true);
  }

  async connectCaldav(user: User, dto: CaldavConnectDto): Promise<CalendarConnectionResponse> {
    const zone = await this.master(user);
    this.key();
    const conn = {
      id: '',
      provider: 'caldav' as const,
      serverUrl: dto.server_url.trim(),
      account: dto.username,
      secret: dto.password,
      timeZone: zone,
    };
    let calendars: RemoteCalendar[];
    try {
      calendars = await this.clients.caldav.listCalendars(conn);
    } catch (e) {
      if (e instanceof PrivateAddressError) throw new DomainError('calendar_address_refused', { reason: e.message });
      const reason = e instanceof Error ? e.message : String(e);
      if (e instanceof CalendarAuthError) throw new DomainError('calendar_login_failed', { reason });
      throw new DomainError('calendar_login_failed', { reason: reason.slice(0, 200) });
    }
    const id = await this.save(user.id, 'caldav', dto.username, conn.serverUrl, dto.password, calendars, false);
    return this.one(user, id, zone);
  }

  async setCalendars(user: User, id: number, dto: CalendarChoiceDto): Promise<CalendarConnectionResponse> {
    const zone = await this.master(user);
    const row = await this.row(user, id);
    const byId = new Map(row.calendars.map((c) => [c.id, c]));
    for (const c of dto.calendars) if (!byId.has(c.id)) throw new DomainError('calendar_not_listed', { id: c.id });
    let receiving = false;
    const next: StoredCalendar[] = row.calendars.map((c) => {
      const pick = dto.calendars.find((x) => x.id === c.id);
      if (!pick) return c;
      // one receiving calendar: the first one marked
      const receives = pick.receives_bookings && !receiving;
      receiving ||= receives;
      return { ...c, blocks_time: pick.blocks_time, receives_bookings: receives };
    });
    if (receiving) for (const c of next) if (!dto.calendars.some((x) => x.id === c.id)) c.receives_bookings = false;
    await this.db.query(SET_CALENDARS_SQL, [id, user.id, JSON.stringify(next), sqlInstant(this.clock.now())]);
    return this.one(user, id, zone);
  }

  async syncNow(user: User, id: number): Promise<void> {
    await this.master(user);
    const rows = await this.db.query<{ id: number }[]>(SYNC_NOW_SQL, [id, user.id, sqlInstant(this.clock.now())]);
    if (rows.length === 0) throw new DomainError('calendar_connection_not_found');
  }

  /** The connection goes with its busy times and queue; a Google token is revoked (best effort). */
  async remove(user: User, id: number): Promise<void> {
    await this.master(user);
    const [gone] = await this.db.query<{ provider: string; secret: string }[]>(DELETE_SQL, [id, user.id]);
    if (!gone) throw new DomainError('calendar_connection_not_found');
    if (gone.provider === 'google' && this.config.calendarSecretKey) {
      await this.clients.google
        .revoke(open(this.config.calendarSecretKey, gone.secret))
        .catch((e: unknown) => this.logger.warn(`google revoke failed: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  private async save(
    masterId: number,
    provider: 'google' | 'caldav',
    account: string,
    serverUrl: string | null,
    secret: string,
    found: RemoteCalendar[],
    tell: boolean,
  ): Promise<number> {
    const key = this.key();
    // every calendar blocks time at first; none receives bookings until the master picks one
    const calendars: StoredCalendar[] = found.map((c) => ({ ...c, blocks_time: true, receives_bookings: false }));
    return this.db.transaction(async (m) => {
      const [row] = await m.query<{ id: number }[]>(UPSERT_SQL, [
        masterId,
        provider,
        account,
        serverUrl,
        seal(key, secret),
        JSON.stringify(calendars),
        sqlInstant(this.clock.now()),
      ]);
      const [chat] = await m.query<{ chat_id: string }[]>(CHAT_SQL, [masterId]);
      if (tell && chat)
        await this.notifications.enqueue(
          [
            {
              chatId: Number(chat.chat_id),
              userId: masterId,
              kind: 'calendar_connected',
              payload: { provider, account },
            },
          ],
          m,
        );
      return row.id;
    });
  }

  private async one(user: User, id: number, zone: string): Promise<CalendarConnectionResponse> {
    return toResponse(await this.row(user, id), zone);
  }

  private async row(user: User, id: number): Promise<ConnectionRow> {
    const [row] = await this.db.query<ConnectionRow[]>(ONE_SQL, [id, user.id]);
    if (!row) throw new DomainError('calendar_connection_not_found');
    return row;
  }

  /** Masters only (independent or organization staff): their zone. */
  private async master(user: User): Promise<string> {
    const [row] = await this.db.query<{ is_master: boolean; time_zone: string }[]>(CALLER_SQL, [user.id]);
    if (!row?.is_master) throw new DomainError('calendar_masters_only');
    return row.time_zone;
  }

  private key(): Buffer {
    const key = this.config.calendarSecretKey;
    if (!key) throw new DomainError('calendar_sync_off');
    return key;
  }

  private sign(key: Buffer, text: string): string {
    return createHmac('sha256', createHmac('sha256', key).update('calendar-oauth-state').digest())
      .update(text)
      .digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function toResponse(r: ConnectionRow, zone: string): CalendarConnectionResponse {
  return {
    id: r.id,
    provider: r.provider,
    account: r.account,
    calendars: r.calendars.map((c) => ({
      id: c.id,
      name: c.name,
      blocks_time: c.blocks_time,
      receives_bookings: c.receives_bookings,
    })),
    status: r.status,
    last_synced_at: r.last_synced_ms === null ? null : formatInstant(Number(r.last_synced_ms), zone),
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { CalendarType } from '../registration/registration.contract';
import { CLOCK, Clock } from '../common/clock';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import type { CalendarFeedResponse } from './calendar-feed.contract';
import { CREATE_SQL, FEED_SQL, OWNER_SQL, ROTATE_SQL } from './calendar-feed.sql';
import { appointmentsCalendar, type IcsAppointmentRow } from './ics/appointment-ics';
import type { FeedBlockSeries } from './ics/block-series-ics';
import { DomainError } from '../common/domain-error';

const DAY = 86_400_000;
/** The feed's window: the last 60 days (recent history) to a year ahead (bookings are made up to a year ahead). */
const FEED_PAST_MS = 60 * DAY;
const FEED_FUTURE_MS = 366 * DAY;
/** How often calendar apps are asked to fetch again (Google decides for itself, hours apart). */
const FEED_TTL_S = 15 * 60;
/** A token as GET …/{token}.ics carries it: 32 random bytes in base64url are 43 characters. */
const FILE_SHAPE = /^([A-Za-z0-9_-]{43})(?:\.ics)?$/;

interface OwnerRow {
  is_master: boolean;
  calendar_type: CalendarType | null;
  time_zone: string;
  token: string | null;
  created_ms: number | null;
  rotated_ms: number | null;
}

type FeedRow = Pick<OwnerRow, 'token' | 'created_ms' | 'rotated_ms'>;

interface FeedQueryRow extends IcsAppointmentRow {
  feed_first_name: string;
  feed_last_name: string | null;
  feed_zone: string;
  feed_series: FeedBlockSeries[] | string;
}

const newToken = () => randomBytes(32).toString('base64url');

/** Masters' calendar subscriptions: the secret URL (made on first ask, replaced on rotate) and the feed itself. */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's feed URL, made on the first call. Masters only (403 for anyone else). */
  async get(user: User): Promise<CalendarFeedResponse> {
    const owner = await this.owner(user);
    if (owner.token !== null) return this.toResponse(owner, owner);
    const [made] = await preparedQuery<FeedRow>(this.db, CREATE_SQL, [
      user.id,
      newToken(),
      sqlInstant(this.clock.now()),
    ]);
    if (made) return this.toResponse(owner, made);
    // a concurrent first call made it a moment ago
    const again = await this.owner(user);
    return this.toResponse(again, again);
  }

  /** A new URL for the caller's feed; the old one answers 404 from now on. */
  async rotate(user: User): Promise<CalendarFeedResponse> {
    const owner = await this.owner(user);
    const [row] = await preparedQuery<FeedRow>(this.db, ROTATE_SQL, [
      user.id,
      newToken(),
      sqlInstant(this.clock.now()),
    ]);
    return this.toResponse(owner, row);
  }

  /**
   * The iCalendar text of the feed a file name ('<token>.ics') names, in one query: the master's bookings
   * that are not cancelled, from 60 days back to a year ahead. Unknown or replaced tokens: 404.
   */
  async feed(file: string): Promise<string> {
    const token = FILE_SHAPE.exec(file)?.[1];
    if (!token) throw notFound();
    const now = this.clock.now();
    const rows = await preparedQuery<FeedQueryRow>(this.db, FEED_SQL, [
      token,
      sqlInstant(now - FEED_PAST_MS),
      sqlInstant(now + FEED_FUTURE_MS),
    ]);
    if (rows.length === 0) throw notFound();
    const [first] = rows;
    const master = [first.feed_first_name, first.feed_last_name].filter(Boolean).join(' ');
    const events = rows.filter((r) => r.id !== null);
    return appointmentsCalendar(
      events,
      'master',
      { host: new URL(this.config.webappUrl).host, zone: first.feed_zone, now },
      {
        name: `Записи — ${master}`,
        ttlSeconds: FEED_TTL_S,
        blockSeries:
          typeof first.feed_series === 'string'
            ? (JSON.parse(first.feed_series) as FeedBlockSeries[])
            : first.feed_series,
      },
    );
  }

  private async owner(user: User): Promise<OwnerRow> {
    const [row] = await preparedQuery<OwnerRow>(this.db, OWNER_SQL, [user.id]);
    if (!row.is_master) throw new DomainError('feed_masters_only');
    return row;
  }

  private toResponse(owner: OwnerRow, feed: FeedRow): CalendarFeedResponse {
    const url = `${this.config.webappUrl}/api/calendar-feed/${feed.token}.ics`;
    const zone = owner.time_zone;
    return {
      url,
      webcal_url: url.replace(/^https?:\/\//, 'webcal://'),
      calendar_type: owner.calendar_type,
      time_zone: zone,
      created_at: formatInstant(feed.created_ms ?? this.clock.now(), zone),
      rotated_at: feed.rotated_ms === null ? null : formatInstant(feed.rotated_ms, zone),
    };
  }
}

function notFound(): DomainError {
  return new DomainError('feed_not_found');
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { normalizePhone } from '../common/validators/phone';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { type BookingBusiness, PlanLimitsService, type RecordsQuota } from '../billing/plan-limits.service';
import { NotificationsService } from '../notifications/notifications.service';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { type AppointmentRow, toAppointmentResponse } from './appointment.mapper';
import { expireHoldsOfMaster } from './appointment-holds';
import { type BookingQuota, NO_QUOTA, type NewAppointment } from './appointment-store';
import { BOOKING_DEPOSITS, type BookingDeposits } from './booking-deposit.port';
import { BookingInserts } from './booking-insert';
import type { SeriesPreviewResponse, SeriesResponse, SeriesSkipped } from './appointment-series.contract';
import {
  judgeStarts,
  occurrenceOf,
  seriesPlan,
  seriesSubject,
  type JudgedStart,
  type SeriesSubject,
} from './appointment-series.judge';
import { seriesConflict, seriesDepositRefusal } from './appointment-series.messages';
import { seriesBookedDrafts } from './appointment-series.notices';
import { everyWeeks } from './appointment-series.rule';
import { ATTACH_SQL, INSERT_SERIES_SQL, SERIES_BOOKINGS_SQL, SERIES_BY_KEY_SQL } from './appointment-series.sql';
import { BookingContexts, contextZone } from './booking-context';
import type { SeriesDto, SeriesPreviewDto } from './dto/appointment-series.dto';

const MINUTE = 60_000;

const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Who the visits are for: the caller (a client), or the client staff typed in. */
interface SeriesClient {
  clientId: number | null;
  clientName: string;
  clientPhone: string;
  /** The registered client who books for themself (told, and held to the client limits). */
  user: User | null;
}

/**
 * Repeating visits: a client books every 1–8 weeks with one master and service, or staff book them for a
 * client by hand. Each visit is an ordinary booking (the same insert, rules, reminders, cutoff and review
 * request as one booking), all written in one transaction; the database's no-overlap rule decides a time
 * someone else takes meanwhile, and whoever committed first keeps it.
 */
@Injectable()
export class AppointmentSeriesService {
  private readonly quota: BookingQuota;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contexts: BookingContexts,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly plans: PlanLimitsService,
    private readonly inserts: BookingInserts,
    @Inject(BOOKING_DEPOSITS) private readonly deposits: BookingDeposits,
    private readonly notifications: NotificationsService,
  ) {
    this.quota = { perMaster: config.bookingsPerMasterMax, perClient: config.bookingsPerClientMax };
  }

  async preview(user: User, dto: SeriesPreviewDto): Promise<SeriesPreviewResponse> {
    const now = this.clock.now();
    const startMs = Date.parse(dto.starts_at);
    const subject = await this.subject(dto, startMs, user, false);
    const plan = seriesPlan(dto.rrule, startMs, subject.ctx);
    const judged = await judgeStarts(this.contexts, subject, plan.starts, user.id, now);
    return { occurrences: judged.map((j) => occurrenceOf(j, subject, now)) };
  }

  async create(user: User, dto: SeriesDto): Promise<SeriesResponse> {
    const key = dto.idempotency_key ?? null;
    // a retry answers the first series (before the checks, which would now see its times taken)
    const first = key ? await this.byKey(user.id, key) : null;
    if (first) return first;

    const now = this.clock.now();
    const startMs = Date.parse(dto.starts_at);
    const asStaff = dto.client_name !== undefined || dto.client_phone !== undefined;
    if (!asStaff && this.deposits.enabled) await expireHoldsOfMaster(this.db, dto.master_id, now);
    const subject = await this.subject(dto, startMs, user, asStaff);
    const client = this.clientOf(user, dto, asStaff);
    const plan = seriesPlan(dto.rrule, startMs, subject.ctx);
    const judged = await judgeStarts(this.contexts, subject, plan.starts, user.id, now, asStaff);
    const unfree = judged.filter((j) => j.reason !== null);
    const zone = contextZone(subject.ctx);
    if (dto.on_conflict === 'fail' && unfree.length > 0) {
      throw seriesConflict(unfree.map((j) => formatInstant(j.startMs, zone)));
    }
    const skipped: SeriesSkipped[] = unfree.map((j) => ({
      starts_at: formatInstant(j.startMs, zone),
      reason: j.reason ?? 'slot_taken',
    }));
    const free = judged.filter((j) => j.reason === null);
    if (free.length === 0)
      throw seriesConflict(
        skipped.map((s) => s.starts_at),
        true,
      );

    const business = businessOf(subject);
    const quota = await this.plans.recordsQuota(business, !asStaff);
    const records = { ...quota, refusal: () => new DomainError('records_limit', quota.reached) };
    const written = await this.db.transaction((m) =>
      this.write(m, { user, dto, subject, client, plan: plan.rrule, free, now, records, asStaff }),
    );
    if (written === null) {
      // a twin request with this key won the race: answer its series
      const twin = key ? await this.byKey(user.id, key) : null;
      if (twin) return twin;
      throw seriesConflict([]);
    }
    for (const ms of new Set([written.firstMs, written.lastMs])) await this.plans.afterBooked(business, ms, records);
    const rows = await preparedQuery<AppointmentRow>(this.db, SERIES_BOOKINGS_SQL, [written.seriesId]);
    const lost = written.lost.map((ms): SeriesSkipped => ({
      starts_at: formatInstant(ms, zone),
      reason: 'slot_taken',
    }));
    return {
      series_id: written.seriesId,
      appointments: rows.map(toAppointmentResponse),
      skipped: [...skipped, ...lost].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)),
    };
  }

  /**
   * The series and its bookings in one transaction. A time someone else took since the check (or takes
   * now: the insert waits for their commit) inserts nothing: with "fail" that rolls everything back (409),
   * with "skip" it is listed. A client's limit or the plan's month refuses the whole series (the insert
   * raises, the transaction rolls back): never cut silently.
   */
  private async write(
    m: EntityManager,
    w: {
      user: User;
      dto: SeriesDto;
      subject: SeriesSubject;
      client: SeriesClient;
      plan: string;
      free: JudgedStart[];
      now: number;
      records: RecordsQuota;
      asStaff: boolean;
    },
  ): Promise<{ seriesId: number; lost: number[]; firstMs: number; lastMs: number } | null> {
    const { ctx, service, duration } = w.subject;
    const [series]: { id: number }[] = await m.query(INSERT_SERIES_SQL, [
      w.client.clientId,
      ctx.master_id,
      service.id,
      w.plan,
      w.user.id,
      w.dto.idempotency_key ?? null,
      sqlInstant(w.now),
    ]);
    if (!series) return null;
    const rows: AppointmentRow[] = [];
    const lost: number[] = [];
    for (const { startMs } of w.free) {
      const values: NewAppointment = {
        masterId: ctx.master_id,
        clientId: w.client.clientId,
        organizationId: ctx.organization?.id ?? null,
        serviceId: service.id,
        clientName: w.client.clientName,
        clientPhone: w.client.clientPhone,
        startMs,
        endMs: startMs + duration * MINUTE,
        occupiedUntilMs: startMs + (duration + ctx.buffer_minutes) * MINUTE,
        price: service.price,
        comment: w.dto.comment ?? null,
        createdBy: w.user.id,
        idempotencyKey: null,
      };
      const quota = w.asStaff ? NO_QUOTA : this.quota;
      const row = await this.inserts.insert(values, [], w.now, quota, w.records, m);
      if (row) rows.push(row);
      else lost.push(startMs);
    }
    const zone = contextZone(ctx);
    if (lost.length > 0 && w.dto.on_conflict === 'fail') {
      throw seriesConflict(lost.map((ms) => formatInstant(ms, zone)));
    }
    if (rows.length === 0)
      throw seriesConflict(
        lost.map((ms) => formatInstant(ms, zone)),
        true,
      );
    await m.query(ATTACH_SQL, [series.id, rows.map((r) => r.id)]);
    const every = everyWeeks(w.plan);
    await this.notifications.enqueue(
      seriesBookedDrafts(rows, { series_id: series.id, every_weeks: every }, ctx, w.user.id),
      m,
    );
    return { seriesId: series.id, lost, firstMs: rows[0].starts_ms, lastMs: rows[rows.length - 1].starts_ms };
  }

  /** The master and service, and who may book them: the client for themself, staff as for a manual booking. */
  private async subject(dto: SeriesPreviewDto, startMs: number, user: User, asStaff: boolean) {
    const loaded = await this.contexts.load(dto.master_id, dto.service_id, startMs, user.id);
    // staff: only the master themself, or the owner or an admin of the service's organization
    if (asStaff && (!loaded || !(loaded.master_id === user.id || loaded.caller_manages))) {
      throw new DomainError('forbidden');
    }
    const subject = seriesSubject(loaded);
    if (!asStaff && subject.ctx.master_id === user.id) throw new DomainError('self_booking');
    // each visit's deposit would be its own payment with its own hold: a series does not take one
    if (subject.service.deposit_type !== null && (subject.service.deposit_value ?? 0) > 0) {
      throw seriesDepositRefusal();
    }
    return subject;
  }

  private clientOf(user: User, dto: SeriesDto, asStaff: boolean): SeriesClient {
    if (asStaff) {
      if (!dto.client_name || !dto.client_phone) throw new DomainError('series_client_incomplete');
      const phone = normalizePhone(dto.client_phone) ?? dto.client_phone;
      return { clientId: null, clientName: dto.client_name, clientPhone: phone, user: null };
    }
    const phone = user.phone ? (normalizePhone(user.phone) ?? user.phone) : null;
    if (!phone) throw new DomainError('phone_required');
    return { clientId: user.id, clientName: fullName(user), clientPhone: phone, user };
  }

  /** The series this caller made with `key`, answered as when it was made (its skipped times are not kept). */
  private async byKey(userId: number, key: string): Promise<SeriesResponse | null> {
    const [s] = await preparedQuery<{ id: number }>(this.db, SERIES_BY_KEY_SQL, [userId, key]);
    if (!s) return null;
    const rows = await preparedQuery<AppointmentRow>(this.db, SERIES_BOOKINGS_SQL, [s.id]);
    return { series_id: s.id, appointments: rows.map(toAppointmentResponse), skipped: [] };
  }
}

/** Whose records the visits count against: the organization's, else the independent master's. */
const businessOf = (s: SeriesSubject): BookingBusiness => ({
  organizationId: s.ctx.organization?.id ?? null,
  masterId: s.ctx.master_id,
});

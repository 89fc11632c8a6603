import { HttpException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppointmentEvents, type FreedTime } from '../appointments/appointment-events';
import type { AppointmentResponse } from '../appointments/appointments.contract';
import { BookingContexts, DEFAULT_DURATION_MINUTES } from '../appointments/booking-context';
import { BookingService } from '../appointments/booking.service';
import { DomainError } from '../common/domain-error';
import { waitlistOfferKey } from '../appointments/idempotency-keys';
import { preparedQuery } from '../database/prepared-query';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { CLOCK, Clock } from '../common/clock';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { datesAround, firstWithin, freedSlots } from './freed-slots';
import type { WaitlistTakeResult } from './waitlist-offers.contract';
import { SESSION_BY_ID_SQL, type SessionRow } from '../sessions/sessions.sql';
import {
  CANDIDATES_SQL,
  CandidateRow,
  SEAT_CANDIDATES_SQL,
  GoneRow,
  INSERT_OFFER_SQL,
  OFFER_GONE_SQL,
  OFFER_SQL,
  OfferRow,
  OVERLAPPING_GONE_SQL,
  TAKEN_SQL,
} from './waitlist-offers.sql';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Offers of freed time to waiting clients, and taking one. A cancellation or a move tells this service
 * the time it gave back (AppointmentEvents, inside that change's transaction, so the offers and their
 * notices commit with it or not at all); each waiting client whose service now really fits there (the
 * slot engine over the same data as a booking's check) gets one offer: the first such start on their
 * dates. Taking it is an ordinary booking (BookingService.book), so the no-overlap constraint picks the
 * one winner among simultaneous taps.
 */
@Injectable()
export class WaitlistOffersService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly contexts: BookingContexts,
    private readonly booking: BookingService,
    private readonly events: AppointmentEvents,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.onTimeFreed((m, freed) => this.offerFreedTime(m, freed).then(() => undefined));
  }

  /** Sends an offer to each waiting client the freed time now fits; answers how many were sent. */
  async offerFreedTime(m: EntityManager, freed: FreedTime): Promise<number> {
    const now = this.clock.now();
    if (freed.endMs <= now) return 0;
    if (freed.sessionId != null) return this.offerSeat(m, freed.sessionId, now);
    const { lo, hi } = datesAround(freed);
    const entries: CandidateRow[] = await m.query(CANDIDATES_SQL, [freed.masterId, lo, hi]);
    const byService = new Map<number, CandidateRow[]>();
    for (const e of entries) byService.set(e.service_id, [...(byService.get(e.service_id) ?? []), e]);

    const drafts: NotificationDraft<'waitlist_offer'>[] = [];
    for (const [serviceId, group] of byService) {
      const ctx = await this.contexts.load(freed.masterId, serviceId, freed.startMs, 0, 0, m);
      if (!ctx?.is_master || !ctx.service || !ctx.service_ok || !ctx.schedule) continue;
      const duration = ctx.service.duration_minutes ?? DEFAULT_DURATION_MINUTES;
      const slots = freedSlots(ctx, duration, freed, now);
      if (slots.length === 0) continue;
      const zone = ctx.schedule.time_zone;
      for (const e of group) {
        const slot = firstWithin(slots, e.from_date, e.to_date);
        if (!slot || e.client_id === freed.masterId) continue;
        const until = slot.start + (duration + ctx.schedule.buffer_minutes) * MINUTE;
        const [offer]: { id: number }[] = await m.query(INSERT_OFFER_SQL, [
          e.id,
          freed.masterId,
          sqlInstant(slot.start),
          sqlInstant(until),
          sqlInstant(now),
        ]);
        if (!offer) continue;
        drafts.push({
          chatId: e.chat_id,
          userId: e.client_id,
          kind: 'waitlist_offer',
          payload: {
            offer_id: offer.id,
            starts_at: formatInstant(slot.start, zone),
            time_zone: zone,
            master_name: fullName(ctx.first_name, ctx.last_name),
            service_name: ctx.service.name,
            organization_name: ctx.organization?.name ?? null,
          },
        });
      }
    }
    await this.notifications.enqueue(drafts, m);
    return drafts.length;
  }

  /**
   * A seat of a group session was freed: everyone waiting for that session is offered it (the first tap
   * wins), until the master's cancellation cutoff before the start.
   */
  private async offerSeat(m: EntityManager, sessionId: number, now: number): Promise<number> {
    const [s]: SessionRow[] = await m.query(SESSION_BY_ID_SQL, [sessionId]);
    if (!s || s.status !== 'scheduled' || s.seats_taken >= s.capacity) return 0;
    const ctx = await this.contexts.load(s.master_id, s.service_id, s.starts_ms, 0, 0, m);
    if (!ctx?.service || now >= s.starts_ms - ctx.cancel_cutoff_hours * HOUR) return 0;
    const entries: CandidateRow[] = await m.query(SEAT_CANDIDATES_SQL, [sessionId]);
    const drafts: NotificationDraft<'waitlist_offer'>[] = [];
    for (const e of entries) {
      const [offer]: { id: number }[] = await m.query(INSERT_OFFER_SQL, [
        e.id,
        s.master_id,
        sqlInstant(s.starts_ms),
        sqlInstant(s.occupied_ms),
        sqlInstant(now),
      ]);
      if (!offer) continue;
      drafts.push({
        chatId: e.chat_id,
        userId: e.client_id,
        kind: 'waitlist_offer',
        payload: {
          offer_id: offer.id,
          starts_at: formatInstant(s.starts_ms, s.time_zone),
          time_zone: s.time_zone,
          master_name: fullName(ctx.first_name, ctx.last_name),
          service_name: ctx.service.name,
          organization_name: ctx.organization?.name ?? null,
        },
      });
    }
    await this.notifications.enqueue(drafts, m);
    return drafts.length;
  }

  /** «Записаться»: books the offered start for `user` if it is their offer and the time is still free. */
  async take(user: User, offerId: number): Promise<WaitlistTakeResult> {
    const now = this.clock.now();
    const [offer] = await preparedQuery<OfferRow>(this.db, OFFER_SQL, [offerId]);
    if (!offer || offer.client_id !== user.id) return { ok: false, reason: 'not_yours' };
    if (offer.status === 'taken') return { ok: false, reason: 'already_yours' };
    if (offer.status === 'gone') return { ok: false, reason: 'gone' };
    const seat = offer.session_id !== null;
    // a freed seat is taken until the cancellation cutoff; a freed time until it starts
    if (offer.starts_ms - (seat ? offer.cutoff_hours * HOUR : 0) <= now) {
      await this.db.query(OFFER_GONE_SQL, [offer.id, sqlInstant(now)]);
      return { ok: false, reason: 'passed' };
    }
    let booked: AppointmentResponse;
    try {
      // a repeated tap (or a retried update) answers the same booking
      const key = waitlistOfferKey(offer.id);
      booked = await this.booking.book(
        user,
        offer.session_id !== null
          ? { session_id: offer.session_id, idempotency_key: key }
          : {
              master_id: offer.master_id,
              service_id: offer.service_id,
              starts_at: sqlInstant(offer.starts_ms),
              idempotency_key: key,
            },
      );
    } catch (e) {
      const gone = ['slot_taken', 'slot_unavailable', 'session_full', 'session_cancelled', 'session_started'] as const;
      if (e instanceof DomainError && e.is(...gone)) {
        await this.db.query(OFFER_GONE_SQL, [offer.id, sqlInstant(now)]);
        return { ok: false, reason: 'gone' };
      }
      if (e instanceof DomainError && e.is('phone_required')) return { ok: false, reason: 'phone_required' };
      if (!(e instanceof DomainError || e instanceof HttpException)) throw e;
      return { ok: false, reason: 'error' };
    }
    await this.fulfil(offer, booked, now);
    return {
      ok: true,
      startsAt: booked.starts_at,
      timeZone: booked.time_zone,
      masterName: fullName(booked.master.first_name, booked.master.last_name),
      serviceName: booked.service?.name ?? null,
    };
  }

  /** The offer taken, its entry fulfilled; everyone else offered an overlapping time is told it is gone. */
  private async fulfil(offer: OfferRow, booked: AppointmentResponse, now: number): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(TAKEN_SQL, [offer.id, booked.id, sqlInstant(now)]);
      const gone: GoneRow[] = await m.query(OVERLAPPING_GONE_SQL, [
        offer.master_id,
        offer.id,
        sqlInstant(offer.starts_ms),
        sqlInstant(offer.until_ms),
        sqlInstant(now),
      ]);
      const drafts: NotificationDraft<'waitlist_offer_gone'>[] = gone.map((g) => ({
        chatId: g.chat_id,
        userId: g.client_id,
        kind: 'waitlist_offer_gone',
        payload: {
          offer_id: g.id,
          starts_at: formatInstant(g.starts_ms, booked.time_zone),
          time_zone: booked.time_zone,
          master_name: fullName(booked.master.first_name, booked.master.last_name),
          service_name: g.service_name,
          organization_name: booked.organization?.name ?? null,
        },
      }));
      await this.notifications.enqueue(drafts, m);
    });
  }
}

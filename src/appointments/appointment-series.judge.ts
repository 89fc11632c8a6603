import { masterDays } from '../schedules/master-days';
import { formatInstant, zonedDate } from '../time-core/zone';
import type { SeriesOccurrence, SeriesReason } from './appointment-series.contract';
import { seriesRuleRefusal } from './appointment-series.messages';
import { planSeries, type SeriesPlan } from './appointment-series.rule';
import {
  type BookingContext,
  BookingContexts,
  contextZone,
  DEFAULT_DURATION_MINUTES,
  judgeStart,
  MANUAL_FUTURE_LIMIT_MS,
  MANUAL_PAST_LIMIT_MS,
} from './booking-context';
import { DomainError } from '../common/domain-error';

const MINUTE = 60_000;

/** A master and a service a series may be booked with, and the service's length. */
export interface SeriesSubject {
  ctx: BookingContext;
  service: NonNullable<BookingContext['service']>;
  duration: number;
}

/** One visit of a series as the slot engine sees it. */
export interface JudgedStart {
  startMs: number;
  /** null: free to book. */
  reason: SeriesReason | null;
  /** The context loaded around this start (null for staff, who book any time of day). */
  ctx: BookingContext | null;
}

/** 404 'Мастер не найден' / 'Услуга не найдена' unless this master performs this service (as one booking). */
export function seriesSubject(ctx: BookingContext | null): SeriesSubject {
  if (!ctx || !ctx.is_master) throw new DomainError('master_not_found');
  if (!ctx.service || !ctx.service_ok) throw new DomainError('service_not_found');
  return { ctx, service: ctx.service, duration: ctx.service.duration_minutes ?? DEFAULT_DURATION_MINUTES };
}

/** The visits `rrule` makes from the first start, in the master's zone; 422 naming the refused part. */
export function seriesPlan(rrule: string, startMs: number, ctx: BookingContext): SeriesPlan {
  const plan = planSeries(rrule, startMs, contextZone(ctx));
  if ('refused' in plan) throw seriesRuleRefusal(plan.refused);
  return plan;
}

/**
 * Every start checked as one client booking is (judgeStart: the same slots and busy rule), each with the
 * schedule, overrides and busy ranges around its own date. `asStaff`: staff book any time of day from a
 * day ago to a year ahead, and the database's no-overlap rule alone decides a taken time.
 */
export async function judgeStarts(
  contexts: BookingContexts,
  subject: SeriesSubject,
  starts: number[],
  callerId: number,
  now: number,
  asStaff = false,
): Promise<JudgedStart[]> {
  const out: JudgedStart[] = [];
  for (const startMs of starts) {
    if (asStaff) {
      const inRange = startMs >= now - MANUAL_PAST_LIMIT_MS && startMs <= now + MANUAL_FUTURE_LIMIT_MS;
      out.push({ startMs, reason: inRange ? null : 'slot_unavailable', ctx: null });
      continue;
    }
    const ctx = await contexts.load(subject.ctx.master_id, subject.service.id, startMs, callerId);
    const verdict = ctx ? judgeStart(ctx, startMs, subject.duration, now) : 'unavailable';
    const reason = verdict === 'offered' ? null : verdict === 'taken' ? 'slot_taken' : 'slot_unavailable';
    out.push({ startMs, reason, ctx });
  }
  return out;
}

/** The offered start of that date nearest to `startMs` (the earlier of two as near), if the date has any. */
export function nearestFree(ctx: BookingContext, startMs: number, duration: number, now: number): number | null {
  if (!ctx.schedule) return null;
  const date = zonedDate(startMs, ctx.schedule.time_zone);
  let best: number | null = null;
  for (const day of masterDays(ctx, duration, date, date, now)) {
    for (const s of day.slots) {
      if (best === null || Math.abs(s - startMs) < Math.abs(best - startMs)) best = s;
    }
  }
  return best;
}

/** The preview's line of one visit: its times, free or why not, and the nearest free start that day. */
export function occurrenceOf(j: JudgedStart, subject: SeriesSubject, now: number): SeriesOccurrence {
  const zone = contextZone(subject.ctx);
  const at = (ms: number) => formatInstant(ms, zone);
  const base = { starts_at: at(j.startMs), ends_at: at(j.startMs + subject.duration * MINUTE) };
  if (j.reason === null) return { ...base, free: true };
  const alternative = j.ctx ? nearestFree(j.ctx, j.startMs, subject.duration, now) : null;
  return { ...base, free: false, reason: j.reason, ...(alternative === null ? {} : { alternative: at(alternative) }) };
}

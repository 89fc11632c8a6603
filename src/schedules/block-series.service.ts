import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { addDays, dateOfDay, daysBetween } from '../time-core/calendar-date';
import { checkRruleBounds, expandRrule, formatRrule, parseRrule, type RecurrenceRule } from '../time-core/recurrence';
import { localToInstant, zoneClock, zonedDate, zonedMinutes } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import {
  BlockRow,
  CONFLICTS_SQL,
  DELETE_OCCURRENCES_FROM_SQL,
  DELETE_SERIES_SQL,
  EXCLUDE_OCCURRENCE_SQL,
  FIRST_OCCURRENCE_SQL,
  INSERT_BLOCK_SQL,
  INSERT_OCCURRENCES_SQL,
  INSERT_SERIES_SQL,
  ONE_BLOCK_SQL,
  SERIES_SQL,
  SeriesRow,
  SHORTEN_SERIES_SQL,
  UPDATE_SERIES_SQL,
} from './blocks.sql';
import { fieldErrors } from './date-range';
import type { SeriesPatchDto } from './dto/block-series.dto';
import { MasterAccess } from '../access/master-access';
import { SCHEDULE_MSG } from './schedule-messages';
import type { BlockCreatedResponse, BlockDeleteScope, MessageResponse } from './schedules.contract';
import { blockResponse } from './block-response';

const MINUTE = 60_000;
/** An occurrence of a series lasts at most a day. */
export const MAX_OCCURRENCE_MS = 24 * 60 * MINUTE;

/** A series as stored, ready to expand. */
interface Series {
  row: SeriesRow;
  rule: RecurrenceRule;
  /** Every start the rule gives, EXDATEs included (COUNT counts them, as RFC 5545 does). */
  starts: number[];
}

/** What a new (part of a) series is made of. */
export interface SeriesInput {
  masterId: number;
  zone: string;
  rruleText: string;
  start: number;
  end: number;
  note: string | null;
}

/** A rule the calendar takes, or a 422 naming the part (the DomainError's Russian detail names it too). */
export function ruleOrRefuse(text: string, start: number, zone: string): RecurrenceRule {
  const parsed = parseRrule(text);
  if (!parsed.ok) throw new DomainError('rrule_invalid', { part: parsed.part });
  const part = checkRruleBounds(parsed.rule, start, zone);
  if (part !== null) throw new DomainError('rrule_invalid', { part });
  return parsed.rule;
}

/** Whole minutes, end after start, at most a day long; else a 422 on the field. */
export function checkOccurrenceTimes(start: number, end: number): void {
  const errors = [];
  if (start % MINUTE !== 0) errors.push({ loc: ['body', 'starts_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
  if (end % MINUTE !== 0) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
  else if (end <= start) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockReversed });
  else if (end - start > MAX_OCCURRENCE_MS)
    errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockSeriesTooLong });
  if (errors.length) throw fieldErrors(errors);
}

const parseInstant = (text: string): number => Date.parse(text.replace(' ', 'T'));

/**
 * «Все»: the start the series' first occurrence gets when occurrence `from` is moved to `start` — as many
 * days later (or earlier) as `start` is from `from`, at `start`'s wall-clock time in `zone`.
 */
export function startOfAll(first: number, from: number, start: number, zone: string): number {
  const days = daysBetween(zonedDate(from, zone), zonedDate(start, zone));
  return localToInstant(addDays(zonedDate(first, zone), days), zonedMinutes(start, zone), zone);
}

/**
 * A master's recurring blocks: a schedule_block_series row and each occurrence materialised as a
 * schedule_blocks row (bounded: COUNT ≤ 100 or UNTIL ≤ 366 days), so every reader of blocks sees them.
 */
@Injectable()
export class BlockSeriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: MasterAccess,
  ) {}

  /** A new series; the answer is its first occurrence and the bookings it crosses. */
  async create(input: SeriesInput): Promise<BlockCreatedResponse> {
    checkOccurrenceTimes(input.start, input.end);
    const rule = ruleOrRefuse(input.rruleText, input.start, input.zone);
    const id = await this.db.transaction((m) => this.insert(m, input, rule, []));
    return this.answer(input.masterId, id, input.zone);
  }

  /** One occurrence (scope this: kept as an EXDATE), it and the following ones, or the whole series. */
  async removeOccurrence(masterId: number, block: BlockRow, scope: BlockDeleteScope): Promise<MessageResponse> {
    const series = await this.load(block.series_id as number);
    await this.db.transaction(async (m) => {
      if (scope === 'all') await m.query(DELETE_SERIES_SQL, [series.row.id]);
      else if (scope === 'following') await this.endBefore(m, series, block.starts_ms);
      else await m.query(EXCLUDE_OCCURRENCE_SQL, [series.row.id, block.starts_ms]);
    });
    if (scope === 'all') return { message: SCHEDULE_MSG.seriesDeleted };
    return { message: scope === 'following' ? SCHEDULE_MSG.seriesEnded : SCHEDULE_MSG.blockDeleted };
  }

  /**
   * The occurrence `from` and the following ones change (rule, times, note); earlier ones stay as they were.
   * From the first occurrence the series itself changes; from a later one the series ends before it and
   * the rest becomes a new series (RFC 5545's usual split), whose COUNT is what was left of the old one.
   */
  async patch(caller: User, seriesId: number, dto: SeriesPatchDto): Promise<BlockCreatedResponse> {
    const series = await this.load(seriesId);
    const target = await this.access.resolve(caller, String(series.row.master_id));
    const occurrence = parseInstant(dto.from);
    if (!series.starts.includes(occurrence) || series.row.exdates.includes(occurrence)) {
      throw fieldErrors([{ loc: ['body', 'from'], msg: SCHEDULE_MSG.occurrenceNotFound }]);
    }
    const moved = dto.starts_at === undefined ? occurrence : parseInstant(dto.starts_at);
    const length = dto.ends_at === undefined ? series.row.duration_minutes * MINUTE : parseInstant(dto.ends_at) - moved;
    const note = dto.note === undefined ? series.row.note : dto.note;
    if (dto.scope === 'this')
      return this.detach(target.masterId, target.timeZone, series, occurrence, moved, length, note);
    const all = dto.scope === 'all';
    const from = all ? series.row.first_ms : occurrence;
    const index = series.starts.indexOf(from);
    const start = all ? startOfAll(from, occurrence, moved, target.timeZone) : moved;
    const end = start + length;
    const old = series.rule;
    const rruleText =
      dto.rrule ?? formatRrule(old.count === null ? old : { ...old, count: Math.max(1, old.count - index) });
    const input: SeriesInput = {
      masterId: target.masterId,
      zone: target.timeZone,
      rruleText,
      start,
      end,
      note,
    };
    checkOccurrenceTimes(start, end);
    const rule = ruleOrRefuse(rruleText, start, input.zone);
    const newStarts = new Set(expandRrule(rule, start, input.zone));
    // removed occurrences stay removed where the new rule still has them
    const kept = series.row.exdates.filter((x) => x >= from && x !== start && newStarts.has(x));
    const id = await this.db.transaction(async (m) => {
      if (index > 0) {
        await this.endBefore(m, series, from);
        return this.insert(m, input, rule, kept);
      }
      await m.query(DELETE_OCCURRENCES_FROM_SQL, [seriesId, series.row.first_ms]);
      await m.query(UPDATE_SERIES_SQL, [
        seriesId,
        formatRrule(rule),
        start,
        (end - start) / MINUTE,
        input.zone,
        input.note,
        JSON.stringify(kept),
      ]);
      await this.insertOccurrences(m, seriesId, input, rule, kept);
      return seriesId;
    });
    return this.answer(target.masterId, id, target.timeZone);
  }

  /** «Только этот»: the occurrence leaves the series (an EXDATE there) and becomes a plain block. */
  private async detach(
    masterId: number,
    zone: string,
    series: Series,
    occurrence: number,
    start: number,
    length: number,
    note: string | null,
  ): Promise<BlockCreatedResponse> {
    checkOccurrenceTimes(start, start + length);
    const id = await this.db.transaction(async (m) => {
      await m.query(EXCLUDE_OCCURRENCE_SQL, [series.row.id, occurrence]);
      const [row]: { id: number }[] = await m.query(INSERT_BLOCK_SQL, [masterId, start, start + length, note]);
      return row.id;
    });
    const [block]: BlockRow[] = await this.db.query(ONE_BLOCK_SQL, [id, masterId]);
    const conflicts: { id: number }[] = await this.db.query(CONFLICTS_SQL, [masterId, null, id]);
    return { ...blockResponse(block, zone), conflicts: conflicts.map((c) => c.id) };
  }

  private async load(id: number): Promise<Series> {
    const [row]: SeriesRow[] = await this.db.query(SERIES_SQL, [id]);
    if (!row) throw new DomainError('block_series_not_found');
    row.first_ms = Number(row.first_ms);
    row.exdates = row.exdates.map(Number);
    const parsed = parseRrule(row.rrule);
    if (!parsed.ok) throw new Error(`Stored series ${id} has an invalid rrule (${parsed.part})`);
    return { row, rule: parsed.rule, starts: expandRrule(parsed.rule, row.first_ms, row.time_zone) };
  }

  private async insert(m: EntityManager, input: SeriesInput, rule: RecurrenceRule, exdates: number[]): Promise<number> {
    const [{ id }]: { id: number }[] = await m.query(INSERT_SERIES_SQL, [
      input.masterId,
      formatRrule(rule),
      input.start,
      (input.end - input.start) / MINUTE,
      input.zone,
      input.note,
      JSON.stringify(exdates),
    ]);
    await this.insertOccurrences(m, id, input, rule, exdates);
    return id;
  }

  private async insertOccurrences(
    m: EntityManager,
    seriesId: number,
    input: SeriesInput,
    rule: RecurrenceRule,
    exdates: number[],
  ): Promise<void> {
    const starts = expandRrule(rule, input.start, input.zone).filter((x) => !exdates.includes(x));
    await m.query(INSERT_OCCURRENCES_SQL, [
      input.masterId,
      seriesId,
      (input.end - input.start) / MINUTE,
      input.note,
      JSON.stringify(starts),
    ]);
  }

  /**
   * The series ends just before the occurrence at `at`: its COUNT becomes the occurrences before it, or its
   * UNTIL the date of the last one before it (one occurrence a day at most). From the first: it all goes.
   */
  private async endBefore(m: EntityManager, series: Series, at: number): Promise<void> {
    const before = series.starts.filter((x) => x < at);
    if (before.length === 0) {
      await m.query(DELETE_SERIES_SQL, [series.row.id]);
      return;
    }
    const rule = series.rule;
    const last = before[before.length - 1];
    const shorter: RecurrenceRule =
      rule.count !== null
        ? { ...rule, count: before.length }
        : { ...rule, until: dateOfDay(zoneClock(series.row.time_zone).dayAt(last)) };
    const exdates = series.row.exdates.filter((x) => x < at);
    await m.query(DELETE_OCCURRENCES_FROM_SQL, [series.row.id, at]);
    await m.query(SHORTEN_SERIES_SQL, [series.row.id, formatRrule(shorter), JSON.stringify(exdates)]);
  }

  private async answer(masterId: number, seriesId: number, zone: string): Promise<BlockCreatedResponse> {
    const [first]: BlockRow[] = await this.db.query(FIRST_OCCURRENCE_SQL, [seriesId]);
    const conflicts: { id: number }[] = await this.db.query(CONFLICTS_SQL, [masterId, seriesId, null]);
    return { ...blockResponse(first, zone), conflicts: conflicts.map((c) => c.id) };
  }
}

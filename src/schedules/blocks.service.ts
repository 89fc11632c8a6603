import { DomainError } from '../common/domain-error';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addDays } from '../time-core/calendar-date';
import { localToInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { blockResponse, externalBusyResponse } from './block-response';
import { LIST_EXTERNAL_BUSY_SQL, type ExternalBusyRow } from '../calendar-sync/calendar-busy.sql';
import { BlockSeriesService } from './block-series.service';
import {
  BlockRow,
  CONFLICTS_SQL,
  DELETE_BLOCK_SQL,
  INSERT_BLOCK_SQL,
  LIST_BLOCKS_SQL,
  OCCURRENCE_SQL,
  ONE_BLOCK_SQL,
} from './blocks.sql';
import { assertDateRange, fieldErrors } from './date-range';
import type { BlockDeleteQueryDto } from './dto/block-series.dto';
import { BlockDto, DateRangeQueryDto } from './dto/schedule.dto';
import { MasterAccess } from '../access/master-access';
import { SCHEDULE_MSG } from './schedule-messages';
import type { BlockCreatedResponse, BlockListResponse, MessageResponse } from './schedules.contract';

const MINUTE = 60_000;
const MAX_BLOCK_MS = 366 * 24 * 60 * MINUTE;

const parseInstant = (text: string): number => Date.parse(text.replace(' ', 'T'));

/**
 * Blocks: busy periods on specific instants; no slot overlaps one. Shown in the master's zone. With an
 * rrule a block is a series (block-series.service.ts) whose occurrences are listed one by one.
 */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: MasterAccess,
    private readonly series: BlockSeriesService,
  ) {}

  async create(caller: User, ref: string, dto: BlockDto): Promise<BlockCreatedResponse> {
    const target = await this.access.resolve(caller, ref);
    const start = parseInstant(dto.starts_at);
    const end = parseInstant(dto.ends_at);
    const note = dto.note ?? null;
    if (dto.rrule) {
      return this.series.create({
        masterId: target.masterId,
        zone: target.timeZone,
        rruleText: dto.rrule,
        start,
        end,
        note,
      });
    }
    const errors = [];
    if (start % MINUTE !== 0) errors.push({ loc: ['body', 'starts_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
    if (end % MINUTE !== 0) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
    else if (end <= start) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockReversed });
    else if (end - start > MAX_BLOCK_MS) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockTooLong });
    if (errors.length) throw fieldErrors(errors);
    const [{ id }]: { id: number }[] = await this.db.query(INSERT_BLOCK_SQL, [target.masterId, start, end, note]);
    const [row]: BlockRow[] = await this.db.query(ONE_BLOCK_SQL, [id, target.masterId]);
    const conflicts: { id: number }[] = await this.db.query(CONFLICTS_SQL, [target.masterId, null, id]);
    return { ...blockResponse(row, target.timeZone), conflicts: conflicts.map((c) => c.id) };
  }

  async list(caller: User, ref: string, q: DateRangeQueryDto): Promise<BlockListResponse> {
    const target = await this.access.resolve(caller, ref);
    assertDateRange(q.from, q.to);
    const lo = localToInstant(q.from, 0, target.timeZone);
    const hi = localToInstant(addDays(q.to, 1), 0, target.timeZone);
    const rows: BlockRow[] = await this.db.query(LIST_BLOCKS_SQL, [target.masterId, lo, hi]);
    const busy: ExternalBusyRow[] = await this.db.query(LIST_EXTERNAL_BUSY_SQL, [target.masterId, lo, hi]);
    return {
      blocks: rows.map((r) => blockResponse(r, target.timeZone)),
      external_busy: busy.map((r) => externalBusyResponse(r, target.timeZone)),
    };
  }

  /**
   * A plain block goes as always (any scope). An occurrence of a series (the block `id`, or the one of its
   * series starting at `occurrence`): alone (kept as an EXDATE), with the following ones, or the whole series.
   */
  async remove(caller: User, ref: string, id: number, q: BlockDeleteQueryDto = {}): Promise<MessageResponse> {
    const target = await this.access.resolve(caller, ref);
    const [block]: BlockRow[] = await this.db.query(ONE_BLOCK_SQL, [id, target.masterId]);
    if (block?.series_id == null) {
      const [{ n }]: { n: number }[] = await this.db.query(DELETE_BLOCK_SQL, [id, target.masterId]);
      if (n === 0) throw new DomainError('block_not_found');
      return { message: SCHEDULE_MSG.blockDeleted };
    }
    let occurrence = block;
    block.starts_ms = Number(block.starts_ms);
    if (q.occurrence !== undefined && parseInstant(q.occurrence) !== block.starts_ms) {
      [occurrence] = await this.db.query(OCCURRENCE_SQL, [block.series_id, parseInstant(q.occurrence)]);
      if (!occurrence) throw new DomainError('block_occurrence_not_found');
      occurrence.starts_ms = Number(occurrence.starts_ms);
    }
    return this.series.removeOccurrence(target.masterId, occurrence, q.scope ?? 'this');
  }
}

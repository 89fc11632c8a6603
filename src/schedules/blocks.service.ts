import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addDays } from '../time-core/calendar-date';
import { formatInstant, localToInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import { assertDateRange, fieldErrors } from './date-range';
import { BlockDto, DateRangeQueryDto } from './dto/schedule.dto';
import { MasterAccess } from './master-access';
import { SCHEDULE_MSG } from './schedule-messages';
import type { BlockListResponse, BlockResponse, MessageResponse } from './schedules.contract';

const MINUTE = 60_000;
const MAX_BLOCK_MS = 366 * 24 * 60 * MINUTE;

interface BlockRow {
  id: number;
  starts_ms: number;
  ends_ms: number;
  note: string | null;
}

const BLOCK_COLUMNS = `id, (extract(epoch FROM starts_at) * 1000)::float8 AS starts_ms,
  (extract(epoch FROM ends_at) * 1000)::float8 AS ends_ms, note`;

/** Blocks: busy periods on specific instants; no slot overlaps one. Shown in the master's zone. */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: MasterAccess,
  ) {}

  async create(caller: User, ref: string, dto: BlockDto): Promise<BlockResponse> {
    const target = await this.access.resolve(caller, ref);
    const start = Date.parse(dto.starts_at.replace(' ', 'T'));
    const end = Date.parse(dto.ends_at.replace(' ', 'T'));
    const errors = [];
    if (start % MINUTE !== 0) errors.push({ loc: ['body', 'starts_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
    if (end % MINUTE !== 0) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.instantNotWholeMinute });
    else if (end <= start) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockReversed });
    else if (end - start > MAX_BLOCK_MS) errors.push({ loc: ['body', 'ends_at'], msg: SCHEDULE_MSG.blockTooLong });
    if (errors.length) throw fieldErrors(errors);
    const [row]: BlockRow[] = await this.db.query(
      `INSERT INTO schedule_blocks (master_id, starts_at, ends_at, note)
       VALUES ($1, to_timestamp($2::float8 / 1000), to_timestamp($3::float8 / 1000), $4)
       RETURNING ${BLOCK_COLUMNS}`,
      [target.masterId, start, end, dto.note ?? null],
    );
    return toResponse(row, target.timeZone);
  }

  async list(caller: User, ref: string, q: DateRangeQueryDto): Promise<BlockListResponse> {
    const target = await this.access.resolve(caller, ref);
    assertDateRange(q.from, q.to);
    const lo = localToInstant(q.from, 0, target.timeZone);
    const hi = localToInstant(addDays(q.to, 1), 0, target.timeZone);
    const rows: BlockRow[] = await this.db.query(
      `SELECT ${BLOCK_COLUMNS} FROM schedule_blocks
        WHERE master_id = $1 AND starts_at < to_timestamp($3::float8 / 1000) AND ends_at > to_timestamp($2::float8 / 1000)
        ORDER BY starts_at, id`,
      [target.masterId, lo, hi],
    );
    return { blocks: rows.map((r) => toResponse(r, target.timeZone)) };
  }

  async remove(caller: User, ref: string, id: number): Promise<MessageResponse> {
    const target = await this.access.resolve(caller, ref);
    // a DELETE through TypeORM answers [rows, count]; counted in a SELECT the answer is plain rows
    const [{ n }]: { n: number }[] = await this.db.query(
      `WITH d AS (DELETE FROM schedule_blocks WHERE id = $1 AND master_id = $2 RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
      [id, target.masterId],
    );
    if (n === 0) throw new NotFoundException({ detail: SCHEDULE_MSG.blockNotFound });
    return { message: SCHEDULE_MSG.blockDeleted };
  }
}

function toResponse(r: BlockRow, zone: string): BlockResponse {
  return {
    id: r.id,
    starts_at: formatInstant(Number(r.starts_ms), zone),
    ends_at: formatInstant(Number(r.ends_ms), zone),
    note: r.note,
  };
}

import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MSG } from '../messages';
import type { PageQuery } from '../page.contract';
import { PAGE_LIMIT_MAX } from '../paging';

/** Said when `offset` is not a whole number from 0 (kept here: the one place that takes an offset). */
export const OFFSET_INVALID = 'Смещение должно быть целым числом от 0';

const OFFSET_MAX = 2147483647;

/** A query string number: digits become a number, anything else stays as sent and fails the checks below. */
export const IntParam = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim();
    return /^\d{1,10}$/.test(v) ? Number(v) : value;
  });

/**
 * `?limit=&offset=` of a list that grows without bound: limit 1..100 (default 50), offset from 0 (default
 * 0). A bad value is a 422 on ["query", "limit"] / ["query", "offset"] like every other field.
 */
export class PageQueryDto implements PageQuery {
  @IntParam()
  @IsOptional()
  @IsInt({ message: MSG.limitInvalid })
  @Min(1, { message: MSG.limitInvalid })
  @Max(PAGE_LIMIT_MAX, { message: MSG.limitInvalid })
  limit?: number;

  @IntParam()
  @IsOptional()
  @IsInt({ message: OFFSET_INVALID })
  @Min(0, { message: OFFSET_INVALID })
  @Max(OFFSET_MAX, { message: OFFSET_INVALID })
  offset?: number;
}

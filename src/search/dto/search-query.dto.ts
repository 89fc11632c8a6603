import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MASTER_CATEGORIES } from '../../common/master-categories';
import { SEARCH_MSG } from '../search-messages';
import type { MapQuery, SearchQuery, SearchSort } from '../search.contract';

export const SEARCH_Q_MAX = 100;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'rating', 'price', 'distance'];

/** A query string number: a plain decimal becomes a number, anything else stays as sent and fails the checks. */
const NumberParam = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d{1,12}(\.\d{1,12})?$/.test(value.trim()) ? Number(value.trim()) : value,
  );

const FiniteNumber = (message: string) => IsNumber({ allowNaN: false, allowInfinity: false }, { message });

/** What search and the map filter on alike. */
class ProviderFilterDto {
  @IsOptional()
  @IsString({ message: SEARCH_MSG.qTooLong })
  @MaxLength(SEARCH_Q_MAX, { message: SEARCH_MSG.qTooLong })
  q?: string;

  @IsOptional()
  @IsIn(MASTER_CATEGORIES, { message: SEARCH_MSG.categoryInvalid })
  category?: string;

  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.ratingInvalid)
  @Min(0, { message: SEARCH_MSG.ratingInvalid })
  @Max(5, { message: SEARCH_MSG.ratingInvalid })
  rating_min?: number;
}

/** GET /api/search; the rules across parameters are checked by the service. */
export class SearchQueryDto extends ProviderFilterDto implements SearchQuery {
  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.priceInvalid('price_min'))
  @Min(0, { message: SEARCH_MSG.priceInvalid('price_min') })
  price_min?: number;

  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.priceInvalid('price_max'))
  @Min(0, { message: SEARCH_MSG.priceInvalid('price_max') })
  price_max?: number;

  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.latInvalid)
  @Min(-90, { message: SEARCH_MSG.latInvalid })
  @Max(90, { message: SEARCH_MSG.latInvalid })
  lat?: number;

  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.lonInvalid)
  @Min(-180, { message: SEARCH_MSG.lonInvalid })
  @Max(180, { message: SEARCH_MSG.lonInvalid })
  lon?: number;

  @NumberParam()
  @IsOptional()
  @FiniteNumber(SEARCH_MSG.radiusInvalid)
  @Min(Number.MIN_VALUE, { message: SEARCH_MSG.radiusInvalid })
  @Max(100, { message: SEARCH_MSG.radiusInvalid })
  radius_km?: number;

  @IsOptional()
  @IsString({ message: SEARCH_MSG.freeOnInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: SEARCH_MSG.freeOnInvalid })
  free_on?: string;

  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: SEARCH_MSG.sortInvalid })
  sort?: SearchSort;

  @IsOptional()
  @IsString({ message: SEARCH_MSG.cursorInvalid })
  cursor?: string;

  @NumberParam()
  @IsOptional()
  @IsInt({ message: SEARCH_MSG.limitInvalid })
  @Min(1, { message: SEARCH_MSG.limitInvalid })
  @Max(SEARCH_LIMIT_MAX, { message: SEARCH_MSG.limitInvalid })
  limit?: number;
}

/** GET /api/search/map; the box itself is read by the service. */
export class MapQueryDto extends ProviderFilterDto implements MapQuery {
  @IsString({ message: SEARCH_MSG.bboxRequired })
  bbox: string;
}

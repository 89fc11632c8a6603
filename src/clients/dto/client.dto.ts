import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IntParam } from '../../common/dto/page-query.dto';
import { OptionalText } from '../../common/validators/fields';
import { CLIENT_MSG } from '../client-messages';
import type { ClientListQuery, ClientNoteRequest, ClientSegment, ClientSort } from '../clients.contract';

export const CLIENTS_LIMIT_MAX = 50;
export const CLIENT_NOTE_MAX = 2000;
export const CLIENT_TAGS_MAX = 10;
export const CLIENT_TAG_MAX = 30;
const SEGMENTS: ClientSegment[] = ['all', 'new', 'regular', 'lost', 'no_show'];
const SORTS: ClientSort[] = ['last_visit', 'visits', 'spent', 'name'];

const isSegment = (v: string): v is ClientSegment => (SEGMENTS as string[]).includes(v);
const isSort = (v: string): v is ClientSort => (SORTS as string[]).includes(v);

export class ClientListQueryDto implements ClientListQuery {
  /** The query when the rules below surely take it as it is (FastQueryDto), else null. */
  static fromQuery(value: object): ClientListQueryDto | null {
    const dto = new ClientListQueryDto();
    for (const [key, v] of Object.entries(value)) {
      if (typeof v !== 'string') return null;
      if (key === 'q' && v.length <= 100) dto.q = v;
      else if (key === 'segment' && isSegment(v)) dto.segment = v;
      else if (key === 'sort' && isSort(v)) dto.sort = v;
      else if (key === 'cursor') dto.cursor = v;
      else if (key === 'limit' && /^\s*\d{1,2}\s*$/.test(v) && +v >= 1 && +v <= CLIENTS_LIMIT_MAX) dto.limit = +v;
      else return null;
    }
    return dto;
  }

  @IsOptional()
  @IsString({ message: CLIENT_MSG.queryTooLong })
  @MaxLength(100, { message: CLIENT_MSG.queryTooLong })
  q?: string;

  @IsOptional()
  @IsIn(SEGMENTS, { message: CLIENT_MSG.segmentInvalid })
  segment?: ClientSegment;

  @IsOptional()
  @IsIn(SORTS, { message: CLIENT_MSG.sortInvalid })
  sort?: ClientSort;

  @IsOptional()
  @IsString({ message: CLIENT_MSG.cursorInvalid })
  cursor?: string;

  @IntParam()
  @IsOptional()
  @IsInt({ message: CLIENT_MSG.limitInvalid })
  @Min(1, { message: CLIENT_MSG.limitInvalid })
  @Max(CLIENTS_LIMIT_MAX, { message: CLIENT_MSG.limitInvalid })
  limit?: number;
}

export class ClientKeyParamDto {
  @IsString()
  key: string;
}

/** Tags trimmed, repeats dropped (the first spelling kept); anything but a list of strings is judged as sent. */
const TagList = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) && value.every((t) => typeof t === 'string')
      ? [...new Set(value.map((t: string) => t.trim()))]
      : value,
  );

export class ClientNoteDto implements ClientNoteRequest {
  @OptionalText(CLIENT_NOTE_MAX, CLIENT_MSG.noteTooLong)
  note?: string | null;

  @ValidateIf((_o, v) => v !== undefined)
  @TagList()
  @IsArray({ message: CLIENT_MSG.tagsInvalid })
  @ArrayMaxSize(CLIENT_TAGS_MAX, { message: CLIENT_MSG.tagsInvalid })
  @IsString({ each: true, message: CLIENT_MSG.tagsInvalid })
  @MinLength(1, { each: true, message: CLIENT_MSG.tagsInvalid })
  @MaxLength(CLIENT_TAG_MAX, { each: true, message: CLIENT_MSG.tagsInvalid })
  tags?: string[];
}

import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { OptionalPhone, OptionalText } from '../../common/validators/fields';
import { Trim } from '../../common/validators/transforms';
import type { SeriesCancelRequest, SeriesPreviewRequest, SeriesRequest } from '../appointment-series.contract';
import { SERIES_MSG } from '../appointment-series.messages';
import { BOOKING_MSG } from '../booking-messages';
import { CLIENT_KEY_PATTERN } from '../idempotency-keys';
import { BodyId, CLIENT_NAME_MAX, COMMENT_MAX, IsInstant, REASON_MAX } from './appointment.dto';

export class SeriesPreviewDto implements SeriesPreviewRequest {
  @BodyId()
  master_id: number;

  @BodyId()
  service_id: number;

  @IsInstant()
  starts_at: string;

  @MaxLength(200, { message: SERIES_MSG.rruleInvalid })
  @MinLength(1, { message: SERIES_MSG.rruleInvalid })
  @IsString({ message: SERIES_MSG.rruleInvalid })
  rrule: string;
}

export class SeriesDto extends SeriesPreviewDto implements SeriesRequest {
  @IsIn(['skip', 'fail'], { message: SERIES_MSG.onConflictInvalid })
  on_conflict: 'skip' | 'fail';

  @IsOptional()
  @Matches(CLIENT_KEY_PATTERN, { message: BOOKING_MSG.idempotencyKeyInvalid })
  @IsString({ message: BOOKING_MSG.idempotencyKeyInvalid })
  idempotency_key?: string | null;

  @OptionalText(COMMENT_MAX, BOOKING_MSG.commentTooLong)
  comment?: string | null;

  /** Staff booking for a client (as POST /appointments/manual): the client's name and phone. */
  @IsOptional()
  @Trim()
  @MaxLength(CLIENT_NAME_MAX, { message: MSG.nameTooLong })
  @MinLength(2, { message: BOOKING_MSG.clientNameShort })
  @IsString({ message: BOOKING_MSG.clientNameShort })
  client_name?: string;

  @OptionalPhone()
  client_phone?: string;
}

export class SeriesCancelDto implements SeriesCancelRequest {
  @IsOptional()
  @IsInstant()
  from?: string | null;

  @OptionalText(REASON_MAX, BOOKING_MSG.reasonTooLong)
  reason?: string | null;
}

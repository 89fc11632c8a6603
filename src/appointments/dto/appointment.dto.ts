import { applyDecorators } from '@nestjs/common';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { MSG } from '../../common/messages';
import { OptionalText, RequiredPhone } from '../../common/validators/fields';
import { Trim } from '../../common/validators/transforms';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { DateRangeQueryDto, isInstantText } from '../../schedules/dto/schedule.dto';
import { CLIENT_KEY_PATTERN } from '../idempotency-keys';
import type {
  BookingRequest,
  CancelRequest,
  ManualBookingRequest,
  RescheduleRequest,
  SeatBookingRequest,
  StatusRequest,
} from '../appointments.contract';
import { BOOKING_MSG } from '../booking-messages';
import { IdText } from '../../common/dto/id-param.dto';

export const COMMENT_MAX = 1000;
export const REASON_MAX = 500;
export const CLIENT_NAME_MAX = 100;

/** A positive int4 id (in a body a JSON number: '5' is refused). */
export const BodyId = () =>
  applyDecorators(
    IsInt({ message: MSG.invalidId }),
    Min(1, { message: MSG.invalidId }),
    Max(MAX_INT, { message: MSG.invalidId }),
  );

export function IsInstant(options?: ValidationOptions) {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name: 'isInstant',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: BOOKING_MSG.instantInvalid, ...options },
      validator: { validate: isInstantText },
    });
  };
}

/** A time (master_id, service_id, starts_at), or a seat of a group session (session_id alone). */
export class BookingDto implements Partial<BookingRequest>, Partial<SeatBookingRequest> {
  @ValidateIf((o: BookingDto) => o.session_id === undefined)
  @BodyId()
  master_id?: number;

  @ValidateIf((o: BookingDto) => o.session_id === undefined)
  @BodyId()
  service_id?: number;

  @ValidateIf((o: BookingDto) => o.session_id === undefined)
  @IsInstant()
  starts_at?: string;

  @IsOptional()
  @BodyId()
  session_id?: number;

  @OptionalText(COMMENT_MAX, BOOKING_MSG.commentTooLong)
  comment?: string | null;

  @IsOptional()
  @Matches(CLIENT_KEY_PATTERN, { message: BOOKING_MSG.idempotencyKeyInvalid })
  @IsString({ message: BOOKING_MSG.idempotencyKeyInvalid })
  idempotency_key?: string | null;
}

export class ManualBookingDto implements ManualBookingRequest {
  @BodyId()
  master_id: number;

  @BodyId()
  service_id: number;

  @IsInstant()
  starts_at: string;

  @Trim()
  @MaxLength(CLIENT_NAME_MAX, { message: MSG.nameTooLong })
  @MinLength(2, { message: BOOKING_MSG.clientNameShort })
  @IsString({ message: BOOKING_MSG.clientNameShort })
  client_name: string;

  @RequiredPhone()
  client_phone: string;

  @OptionalText(COMMENT_MAX, BOOKING_MSG.commentTooLong)
  comment?: string | null;
}

export class CancelDto implements CancelRequest {
  @OptionalText(REASON_MAX, BOOKING_MSG.reasonTooLong)
  reason?: string | null;
}

export class RescheduleDto implements RescheduleRequest {
  @IsInstant()
  starts_at: string;
}

export class StatusDto implements StatusRequest {
  @IsIn(['completed', 'no_show'], { message: BOOKING_MSG.statusInvalid })
  status: 'completed' | 'no_show';
}

export class MyQueryDto {
  @IsOptional()
  @IsIn(['upcoming', 'past'], { message: BOOKING_MSG.scopeInvalid })
  scope?: 'upcoming' | 'past';
}

/** ?from=&to= (the master's or the organization's dates, at most 62 days) and an optional master id. */
export class CalendarQueryDto extends DateRangeQueryDto {
  @IsOptional()
  @IdText()
  @BodyId()
  master_id?: number;
}

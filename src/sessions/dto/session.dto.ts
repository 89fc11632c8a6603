import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { BodyId, IsInstant, REASON_MAX } from '../../appointments/dto/appointment.dto';
import { OptionalText } from '../../common/validators/fields';
import { isWorkDate } from '../../schedules/dto/schedule.dto';
import { SCHEDULE_MSG } from '../../schedules/schedule-messages';
import { MAX_CAPACITY } from '../../services/group-fields';
import { SESSION_MSG } from '../session-messages';
import type { SessionCancelRequest, SessionCreateRequest, SessionPatchRequest } from '../sessions.contract';

const IsOptionalCalendarDate = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy({ name: 'isWorkDate', validator: { validate: isWorkDate } }, { message: SCHEDULE_MSG.dateInvalid }),
  );

const RRULE_MSG = 'Правило повторения: строка до 200 символов';

export class SessionCreateDto implements SessionCreateRequest {
  @BodyId()
  service_id: number;

  @IsInstant()
  starts_at: string;

  @IsOptional()
  @MaxLength(200, { message: RRULE_MSG })
  @MinLength(1, { message: RRULE_MSG })
  @IsString({ message: RRULE_MSG })
  rrule?: string | null;

  @IsOptional()
  @IsInt({ message: SESSION_MSG.capacityInvalid })
  @Min(1, { message: SESSION_MSG.capacityInvalid })
  @Max(MAX_CAPACITY, { message: SESSION_MSG.capacityInvalid })
  capacity?: number | null;
}

export class SessionPatchDto implements SessionPatchRequest {
  @IsInt({ message: SESSION_MSG.capacityInvalid })
  @Min(1, { message: SESSION_MSG.capacityInvalid })
  @Max(MAX_CAPACITY, { message: SESSION_MSG.capacityInvalid })
  capacity: number;
}

export class SessionCancelDto implements SessionCancelRequest {
  @OptionalText(REASON_MAX, SESSION_MSG.reasonTooLong)
  reason?: string | null;
}

/** ?from=&to= (dates in the master's zone), both optional: from now, 62 days. */
export class SessionRangeQueryDto {
  @IsOptionalCalendarDate()
  from?: string;

  @IsOptionalCalendarDate()
  to?: string;
}

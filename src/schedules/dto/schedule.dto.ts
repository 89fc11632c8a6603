import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayUnique,
  Matches,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { isCalendarDate } from '../../time-core/calendar-date';
import { isTimeZone } from '../../time-core/zone';
import { MSG } from '../../common/messages';
import { OptionalText } from '../../common/validators/fields';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { SCHEDULE_MSG } from '../schedule-messages';
import type { ClockInterval, StoredPattern } from '../schedule-pattern';
import type { BlockRequest, MasterServicesRequest, OverrideRequest, ScheduleRequest } from '../schedules.contract';
import { IdText, idOfText } from '../../common/dto/id-param.dto';

export function Rule(
  name: string,
  validate: (value: unknown) => boolean,
  message: string,
  options?: ValidationOptions,
) {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message, ...options },
      validator: { validate },
    });
  };
}

/** "me" or a user id (a positive int4). */
export function isMasterRef(v: unknown): boolean {
  return typeof v === 'string' && (v === 'me' || (/^[1-9][0-9]{0,9}$/.test(v) && Number(v) <= MAX_INT));
}

/** ISO 8601 instant with an explicit offset (±HH:MM, ±HHMM) or Z, a real calendar date, years 1970..9999. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):?(\d{2}))$/;
export function isInstantText(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const m = INSTANT.exec(v);
  if (!m || !isCalendarDate(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return false;
  if (m[6] !== 'Z' && (Number(m[7]) > 23 || Number(m[8]) > 59)) return false;
  return Number(m[1].slice(0, 4)) >= 1970 && Number.isFinite(Date.parse(v.replace(' ', 'T')));
}

/** A date the API reads or writes working time for: a real date in years 1970..2999. */
export function isWorkDate(v: unknown): v is string {
  return typeof v === 'string' && isCalendarDate(v) && v >= '1970-01-01' && v <= '2999-12-31';
}

/** An optional integer in [min, max]; null is refused (absent = the default). */
const OptionalInt = (min: number, max: number, message: string) =>
  applyDecorators(
    ValidateIf((_o, v) => v !== undefined),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );

export class ScheduleDto implements ScheduleRequest {
  @IsOptional()
  @Rule('isTimeZone', (v) => typeof v === 'string' && isTimeZone(v), SCHEDULE_MSG.timeZoneUnknown)
  time_zone?: string;

  /** Checked field by field in the service (schedule-pattern.ts), so errors point into it. */
  @IsDefined({ message: SCHEDULE_MSG.patternRequired })
  pattern: StoredPattern;

  @IsOptional()
  @IsInt({ message: SCHEDULE_MSG.slotStepInvalid })
  @Min(5, { message: SCHEDULE_MSG.slotStepInvalid })
  @Max(720, { message: SCHEDULE_MSG.slotStepInvalid })
  slot_step_minutes?: number | null;

  @OptionalInt(0, 43200, SCHEDULE_MSG.minNoticeInvalid)
  min_notice_minutes?: number;

  @OptionalInt(1, 365, SCHEDULE_MSG.horizonInvalid)
  horizon_days?: number;

  @OptionalInt(0, 240, SCHEDULE_MSG.bufferInvalid)
  buffer_minutes?: number;

  @OptionalInt(0, 720, SCHEDULE_MSG.cancelCutoffInvalid)
  cancel_cutoff_hours?: number;

  /** null is refused (absent keeps the stored lead times; [] turns reminders off). */
  @ValidateIf((_o, v) => v !== undefined)
  @IsArray({ message: SCHEDULE_MSG.reminderMinutesInvalid })
  @ArrayMaxSize(5, { message: SCHEDULE_MSG.reminderMinutesInvalid })
  @ArrayUnique({ message: SCHEDULE_MSG.reminderMinutesInvalid })
  @IsInt({ each: true, message: SCHEDULE_MSG.reminderMinutesInvalid })
  @Min(5, { each: true, message: SCHEDULE_MSG.reminderMinutesInvalid })
  @Max(10080, { each: true, message: SCHEDULE_MSG.reminderMinutesInvalid })
  reminder_minutes?: number[];

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: SCHEDULE_MSG.agendaTimeInvalid })
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: SCHEDULE_MSG.agendaTimeInvalid })
  agenda_time?: string | null;
}

export class OverrideDto implements OverrideRequest {
  /** Checked in the service (schedule-pattern.ts parseIntervals). */
  @IsDefined({ message: SCHEDULE_MSG.intervalsNotList })
  intervals: ClockInterval[];
}

export class BlockDto implements BlockRequest {
  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  starts_at: string;

  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  ends_at: string;

  @OptionalText(500, SCHEDULE_MSG.noteTooLong)
  note?: string | null;

  /** The parts are checked by the service (a 422 naming the part); here only its shape. */
  @OptionalText(300, SCHEDULE_MSG.rruleText)
  rrule?: string | null;
}

export class MasterServicesDto implements MasterServicesRequest {
  @ValidateIf((_o, v) => v !== null)
  @IsArray({ message: SCHEDULE_MSG.serviceIdsInvalid })
  @ArrayMaxSize(1000, { message: SCHEDULE_MSG.serviceIdsInvalid })
  @IsInt({ each: true, message: SCHEDULE_MSG.serviceIdsInvalid })
  @Min(1, { each: true, message: SCHEDULE_MSG.serviceIdsInvalid })
  @Max(MAX_INT, { each: true, message: SCHEDULE_MSG.serviceIdsInvalid })
  service_ids: number[] | null;
}

// ---- path and query ----

export class MasterParamDto {
  @Rule('isMasterRef', isMasterRef, SCHEDULE_MSG.masterParamInvalid)
  master: string;
}

export class MasterDateParamDto extends MasterParamDto {
  @Rule('isWorkDate', isWorkDate, SCHEDULE_MSG.dateInvalid)
  date: string;
}

export class MasterBlockParamDto extends MasterParamDto {
  @IdText()
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT, { message: MSG.invalidId })
  id: number;
}

const CalendarDate = () =>
  applyDecorators(
    IsString({ message: SCHEDULE_MSG.dateRequired }),
    Rule('isWorkDate', isWorkDate, SCHEDULE_MSG.dateInvalid),
  );

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both inclusive; the span is checked by the service (at most 62 days). */
export class DateRangeQueryDto {
  @CalendarDate()
  from: string;

  @CalendarDate()
  to: string;
}

export class SlotsQueryDto extends DateRangeQueryDto {
  /**
   * The query when the rules below surely take it as it is (FastQueryDto: the public page asks for free times
   * on every visit), else null.
   */
  static fromQuery(value: object): SlotsQueryDto | null {
    const { from, to, service_id: id, ...other } = value as Record<string, unknown>;
    if (Object.keys(other).length > 0 || !isWorkDate(from) || !isWorkDate(to) || typeof id !== 'string') return null;
    const serviceId = idOfText(id);
    if (serviceId === null || serviceId > MAX_INT) return null;
    return Object.assign(new SlotsQueryDto(), { from, to, service_id: serviceId });
  }

  @IdText()
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT, { message: MSG.invalidId })
  service_id: number;
}

import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidationOptions,
} from 'class-validator';
import { MSG } from '../../common/messages';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import type { ServiceRequest } from '../services.contract';
import type { DepositSetting } from '../../deposits/deposits.contract';
import { parseDeposit } from '../../deposits/deposit-rules';
import { GROUP_MSG, MAX_CAPACITY } from '../group-fields';
import { DEPOSIT_MSG } from '../../deposits/deposit-messages';

export const SERVICE_NAME_MAX = 200;
export const SERVICE_DESCRIPTION_MAX = 2000;
export const SERVICE_CATEGORY_MAX = 100;
export const SERVICE_DURATION_MAX = 1440;
export const SERVICE_PRICE_MAX = 10_000_000;

/** Form fields may arrive as strings: '' -> null, '1500,50' / '60' -> numbers; other strings stay and fail. */
const NumberOrNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().replace(',', '.');
    if (v === '') return null;
    return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : value;
  });

/** Roubles: 0..10,000,000 with at most two decimals (numeric(10,2)). */
export function isPrice(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value > SERVICE_PRICE_MAX) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function IsPrice(options?: ValidationOptions) {
  return function (object: object, propertyName: string) {
    registerDecorator({
      name: 'isPrice',
      target: object.constructor,
      propertyName,
      options: { message: MSG.servicePriceInvalid, ...options },
      validator: { validate: isPrice },
    });
  };
}

function IsDeposit(options?: ValidationOptions) {
  return function (object: object, propertyName: string) {
    registerDecorator({
      name: 'isDeposit',
      target: object.constructor,
      propertyName,
      options: { message: DEPOSIT_MSG.invalid, ...options },
      validator: { validate: (v: unknown) => parseDeposit(v) !== undefined },
    });
  };
}

/** POST /services/ and PUT /services/{id}. On PUT an absent optional field keeps its value; null clears it. */
export class ServiceRequestDto implements ServiceRequest {
  @Trim()
  // class-validator reports the lowest decorator's message first: the type check goes last
  @MaxLength(SERVICE_NAME_MAX, { message: MSG.serviceNameTooLong })
  @IsNotEmpty({ message: MSG.serviceNameRequired })
  @IsString({ message: MSG.serviceNameRequired })
  name: string;

  @TrimToNull()
  @IsOptional()
  @MaxLength(SERVICE_DESCRIPTION_MAX, { message: MSG.textTooLong })
  @IsString({ message: MSG.badRequest })
  description?: string | null;

  @NumberOrNull()
  @IsOptional()
  @IsInt({ message: MSG.serviceDurationInvalid })
  @Min(1, { message: MSG.serviceDurationInvalid })
  @Max(SERVICE_DURATION_MAX, { message: MSG.serviceDurationInvalid })
  duration_minutes?: number | null;

  @NumberOrNull()
  @IsOptional()
  @IsPrice()
  price?: number | null;

  @TrimToNull()
  @IsOptional()
  @MaxLength(SERVICE_CATEGORY_MAX, { message: MSG.textTooLong })
  @IsString({ message: MSG.badRequest })
  category?: string | null;

  @IsOptional()
  @IsDeposit()
  deposit?: DepositSetting | null;

  @NumberOrNull()
  @IsOptional()
  @IsInt({ message: GROUP_MSG.capacityInvalid })
  @Min(1, { message: GROUP_MSG.capacityInvalid })
  @Max(MAX_CAPACITY, { message: GROUP_MSG.capacityInvalid })
  capacity?: number | null;

  @NumberOrNull()
  @IsOptional()
  @IsInt({ message: GROUP_MSG.minParticipantsInvalid })
  @Min(2, { message: GROUP_MSG.minParticipantsInvalid })
  @Max(MAX_CAPACITY, { message: GROUP_MSG.minParticipantsInvalid })
  min_participants?: number | null;

  @NumberOrNull()
  @IsOptional()
  @IsInt({ message: GROUP_MSG.minCheckHoursInvalid })
  @Min(1, { message: GROUP_MSG.minCheckHoursInvalid })
  @Max(72, { message: GROUP_MSG.minCheckHoursInvalid })
  min_check_hours?: number;
}

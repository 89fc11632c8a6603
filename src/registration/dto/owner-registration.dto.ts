import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsDeepLink } from '../../common/validators/deep-link';
import { IsLooseEmail } from '../../common/validators/email';
import { IsRuPhone } from '../../common/validators/phone';
import { LowerTrim, Trim, TrimToNull } from '../../common/validators/transforms';
import type { CalendarType, OwnerRegistrationRequest } from '../registration.contract';
import { ClientRegistrationDto } from './client-registration.dto';
import { CALENDAR_TYPES } from './master-registration.dto';

export class OwnerRegistrationDto extends ClientRegistrationDto implements OwnerRegistrationRequest {
  @Trim()
  @MaxLength(200, { message: MSG.nameTooLong })
  @IsString({ message: MSG.organizationNameShort })
  @MinLength(2, { message: MSG.organizationNameShort })
  organization_name: string;

  @TrimToNull()
  @MaxLength(2000, { message: MSG.textTooLong })
  @IsOptional()
  @IsString({ message: MSG.textTooLong })
  organization_description?: string | null;

  @TrimToNull()
  @MaxLength(300, { message: MSG.textTooLong })
  @IsOptional()
  @IsString({ message: MSG.textTooLong })
  organization_address?: string | null;

  @Trim()
  @IsRuPhone()
  organization_phone: string;

  @TrimToNull()
  @IsOptional()
  @IsLooseEmail()
  organization_email?: string | null;

  @LowerTrim()
  @IsDeepLink()
  organization_deep_link: string;

  // The owner form carries the calendar fields too; an organization has no calendar columns yet,
  // so they are validated and not stored.
  @IsOptional()
  @IsIn(CALENDAR_TYPES, { message: MSG.calendarTypeInvalid })
  calendar_type?: CalendarType;

  @TrimToNull()
  @IsOptional()
  @IsLooseEmail()
  google_calendar_email?: string | null;

  @TrimToNull()
  @MaxLength(200, { message: MSG.nameTooLong })
  @IsOptional()
  @IsString({ message: MSG.nameTooLong })
  apple_calendar_id?: string | null;
}

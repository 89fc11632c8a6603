import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsDeepLink } from '../../common/validators/deep-link';
import { LowerTrim, Trim } from '../../common/validators/transforms';
import type { CalendarType, OwnerRegistrationRequest } from '../registration.contract';
import { ClientRegistrationDto } from './client-registration.dto';
import { CALENDAR_TYPES } from './master-registration.dto';
import { OptionalEmail, RequiredPhone, OptionalText } from '../../common/validators/fields';

export class OwnerRegistrationDto extends ClientRegistrationDto implements OwnerRegistrationRequest {
  @Trim()
  @MaxLength(200, { message: MSG.nameTooLong })
  @IsString({ message: MSG.organizationNameShort })
  @MinLength(2, { message: MSG.organizationNameShort })
  organization_name: string;

  @OptionalText(2000)
  organization_description?: string | null;

  @OptionalText(300)
  organization_address?: string | null;

  @RequiredPhone()
  organization_phone: string;

  @OptionalEmail()
  organization_email?: string | null;

  @LowerTrim()
  @IsDeepLink()
  organization_deep_link: string;

  // The owner form carries the calendar fields too; an organization has no calendar columns yet,
  // so they are validated and not stored.
  @IsOptional()
  @IsIn(CALENDAR_TYPES, { message: MSG.calendarTypeInvalid })
  calendar_type?: CalendarType;

  @OptionalEmail()
  google_calendar_email?: string | null;

  @OptionalText(200, MSG.nameTooLong)
  apple_calendar_id?: string | null;
}

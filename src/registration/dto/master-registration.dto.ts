import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsDeepLink } from '../../common/validators/deep-link';
import { IsLooseEmail } from '../../common/validators/email';
import { LowerTrim, Trim, TrimToNull } from '../../common/validators/transforms';
import { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES, OTHER_CATEGORY } from '../master-categories';
import type { CalendarType, MasterRegistrationRequest } from '../registration.contract';
import { ClientRegistrationDto } from './client-registration.dto';

export const CALENDAR_TYPES: CalendarType[] = ['internal', 'google', 'apple'];
export const SPECIALIZATION_MAX = 100;

export class MasterRegistrationDto extends ClientRegistrationDto implements MasterRegistrationRequest {
  @Trim()
  @IsIn(MASTER_CATEGORIES, { message: MSG.categoryRequired })
  category: string;

  /** Only read when the category is "Другое"; then required, at most 50 characters. */
  @TrimToNull()
  @MaxLength(CUSTOM_CATEGORY_MAX, { message: MSG.customCategoryRequired })
  @ValidateIf((o: MasterRegistrationDto) => o.category === OTHER_CATEGORY)
  @IsString({ message: MSG.customCategoryRequired })
  custom_category?: string | null;

  @TrimToNull()
  @MaxLength(SPECIALIZATION_MAX, { message: MSG.nameTooLong })
  @IsOptional()
  @IsString({ message: MSG.nameTooLong })
  specialization?: string | null;

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

  /** Lowercased; 3+ of [a-z0-9-]; availability is checked by the service. */
  @LowerTrim()
  @IsDeepLink()
  deep_link: string;
}

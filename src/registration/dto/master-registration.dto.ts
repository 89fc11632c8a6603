import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsDeepLink } from '../../common/validators/deep-link';
import { LowerTrim, Trim, TrimToNull } from '../../common/validators/transforms';
import { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES, OTHER_CATEGORY } from '../../common/master-categories';
import type { CalendarType, MasterRegistrationRequest } from '../registration.contract';
import { ClientRegistrationDto } from './client-registration.dto';
import { OptionalEmail, OptionalText } from '../../common/validators/fields';
import { SPECIALIZATION_MAX } from '../../users/dto/master-profile.dto';

export const CALENDAR_TYPES: CalendarType[] = ['internal', 'google', 'apple'];

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

  @OptionalText(SPECIALIZATION_MAX, MSG.nameTooLong)
  specialization?: string | null;

  @IsOptional()
  @IsIn(CALENDAR_TYPES, { message: MSG.calendarTypeInvalid })
  calendar_type?: CalendarType;

  @OptionalEmail()
  google_calendar_email?: string | null;

  @OptionalText(200, MSG.nameTooLong)
  apple_calendar_id?: string | null;

  /** Lowercased; 3+ of [a-z0-9-]; availability is checked by the service. */
  @LowerTrim()
  @IsDeepLink()
  deep_link: string;
}

import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MSG } from '../../common/messages';
import { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES } from '../../common/master-categories';
import { OptionalText } from '../../common/validators/fields';
import { Latitude, Longitude } from '../../common/validators/place';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import type { MasterProfileRequest } from '../master-profile.contract';

/** Longest texts of the card (the mini app's form shows the same limits; registration asks the same
 *  specialization). */
export const SPECIALIZATION_MAX = 100;
export const MASTER_ADDRESS_MAX = 300;
export const ABOUT_MAX = 1000;

/** PUT /masters/me/profile. Left out: kept; empty or null: cleared (category cannot be cleared). */
export class MasterProfileDto implements MasterProfileRequest {
  @ValidateIf((o: MasterProfileDto) => o.category !== undefined)
  @Trim()
  @IsIn(MASTER_CATEGORIES, { message: MSG.categoryRequired })
  category?: string;

  /** Whether «Другое» needs it is decided with the stored category (the service). */
  @IsOptional()
  @TrimToNull()
  @IsString({ message: MSG.customCategoryRequired })
  @MaxLength(CUSTOM_CATEGORY_MAX, { message: MSG.customCategoryRequired })
  custom_category?: string | null;

  @OptionalText(SPECIALIZATION_MAX, MSG.nameTooLong)
  specialization?: string | null;

  @OptionalText(MASTER_ADDRESS_MAX)
  address?: string | null;

  @Latitude()
  latitude?: number | null;

  @Longitude()
  longitude?: number | null;

  @OptionalText(ABOUT_MAX)
  about?: string | null;
}

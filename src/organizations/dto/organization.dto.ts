import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsDeepLink } from '../../common/validators/deep-link';
import { TransformString, Trim, TrimToNull } from '../../common/validators/transforms';
import type { LocationRequest, OrganizationRequest } from '../organizations.contract';
import { OptionalEmail, OptionalPhone } from '../../common/validators/fields';
import { Latitude, Longitude } from '../../common/validators/place';
import { IdText } from '../../common/dto/id-param.dto';

/** Largest value of a Postgres int column: bigger ids would be a 500, not a 404. */
export const MAX_INT = 2147483647;

/** POST /organizations/ and PUT /organizations/{id}. Empty optional strings become null. */
export class OrganizationRequestDto implements OrganizationRequest {
  @Trim()
  @IsString({ message: MSG.organizationNameRequired })
  @IsNotEmpty({ message: MSG.organizationNameRequired })
  @MaxLength(200, { message: MSG.textTooLong })
  name: string;

  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(2000, { message: MSG.textTooLong })
  description?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(500, { message: MSG.textTooLong })
  address?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100, { message: MSG.textTooLong })
  category?: string | null;

  /** The organization's point on the map: both or neither; left out keeps it, null clears it. */
  @Latitude()
  latitude?: number | null;

  @Longitude()
  longitude?: number | null;

  /** Absent or null: auto-suggested on create, unchanged on update. */
  @IsOptional()
  @TransformString((value) => value.trim().toLowerCase() || null)
  @IsDeepLink()
  deep_link?: string | null;
}

export class OrganizationSearchQueryDto {
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100, { message: MSG.textTooLong })
  search?: string | null;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MSG.limitInvalid })
  @Min(1, { message: MSG.limitInvalid })
  @Max(100, { message: MSG.limitInvalid })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MSG.pageInvalid })
  @Min(1, { message: MSG.pageInvalid })
  @Max(100000, { message: MSG.pageInvalid })
  page?: number;
}

export class LocationRequestDto implements LocationRequest {
  @IdText()
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT, { message: MSG.invalidId })
  organization_id: number;

  @Trim()
  @IsString({ message: MSG.requiredFields })
  @IsNotEmpty({ message: MSG.requiredFields })
  @MaxLength(500, { message: MSG.textTooLong })
  address: string;
}

// The shared `{id}` path parameter; re-exported for the modules that import it from here.
export { IdParamDto } from '../../common/dto/id-param.dto';

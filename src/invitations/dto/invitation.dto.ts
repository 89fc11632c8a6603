import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { MSG } from '../../common/messages';
import { IsLooseEmail } from '../../common/validators/email';
import { IsRuPhone } from '../../common/validators/phone';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import type { RegisterOrganizationMasterRequest } from '../../registration/registration.contract';
import type {
  AcceptInvitationRequest,
  CreateInvitationRequest,
  InvitationByIdQuery,
  InvitationDecisionRequest,
  InvitationRole,
} from '../invitations.contract';

const ROLES: InvitationRole[] = ['master', 'admin'];

export class CreateInvitationDto implements CreateInvitationRequest {
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT, { message: MSG.invalidId })
  organization_id: number;

  @IsIn(ROLES, { message: 'Роль должна быть master или admin' })
  role: InvitationRole;
}

export class InvitationDecisionDto implements InvitationDecisionRequest {
  @IsInt({ message: MSG.invitationIdMissing })
  @Min(1, { message: MSG.invitationIdMissing })
  @Max(MAX_INT, { message: MSG.invitationIdMissing })
  invitation_id: number;
}

/** Accepted for compatibility with the old client; identity comes only from init data. */
export class OwnerTelegramQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(32)
  owner_telegram_id?: string;
}

/** Optional data a registered user may add while accepting; it only fills fields the user lacks. */
export class AcceptUserDataDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(2, { message: MSG.firstNameShort })
  @MaxLength(100, { message: MSG.textTooLong })
  first_name?: string;

  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100, { message: MSG.textTooLong })
  last_name?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsRuPhone()
  phone?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsLooseEmail()
  email?: string | null;
}

/**
 * The invitation's deep_link_code sent with an invitation id. Validation only keeps junk out; a missing
 * or wrong code is refused by the service exactly like an unknown id (404 Неверная ссылка приглашения),
 * so the answer never tells whether the id exists.
 */
function InvitationCode(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: MSG.badInvitationLink }),
    MaxLength(64, { message: MSG.badInvitationLink }),
  );
}

export class AcceptInvitationDto extends InvitationDecisionDto implements AcceptInvitationRequest {
  @InvitationCode()
  invitation_code: string;

  @IsOptional()
  @IsObject({ message: MSG.badRequest })
  @ValidateNested()
  @Type(() => AcceptUserDataDto)
  user_data?: AcceptUserDataDto;
}

/** POST /registration/register-organization-master and POST /registration/invitation. */
export class InvitationRegistrationDto implements RegisterOrganizationMasterRequest {
  @IsInt({ message: MSG.invitationIdMissing })
  @Min(1, { message: MSG.invitationIdMissing })
  @Max(MAX_INT, { message: MSG.invitationIdMissing })
  invitation_id: number;

  @InvitationCode()
  invitation_code: string;

  @Trim()
  @IsString({ message: MSG.firstNameShort })
  @MinLength(2, { message: MSG.firstNameShort })
  @MaxLength(100, { message: MSG.textTooLong })
  first_name: string;

  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100, { message: MSG.textTooLong })
  last_name?: string | null;

  @Trim()
  @IsNotEmpty({ message: MSG.phoneInvalid })
  @IsRuPhone()
  phone: string;

  @IsOptional()
  @TrimToNull()
  @IsLooseEmail()
  email?: string | null;
}

/** GET /invitations/by-id/{id}?code=: see InvitationByIdQuery. */
export class InvitationByIdQueryDto implements InvitationByIdQuery {
  @InvitationCode()
  code?: string;
}

/** GET /invitations/{deepLink}: the code randomCode() makes (lowercase letters and digits). */
export class InvitationCodeParamDto {
  @Matches(/^[a-z0-9_-]{1,64}$/i, { message: MSG.badInvitationLink })
  deepLink: string;
}

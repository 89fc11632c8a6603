import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsLooseEmail } from '../../common/validators/email';
import { IsRuPhone } from '../../common/validators/phone';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import type { ClientRegistrationRequest } from '../registration.contract';

export const NAME_MAX = 64;

/** Personal data every registration asks for (spec 5: first name >= 2, valid phone, optional email). */
export class ClientRegistrationDto implements ClientRegistrationRequest {
  @Trim()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsString({ message: MSG.firstNameShort })
  @MinLength(2, { message: MSG.firstNameShort })
  first_name: string;

  @TrimToNull()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsOptional()
  @IsString({ message: MSG.nameTooLong })
  last_name?: string | null;

  @Trim()
  @IsRuPhone()
  phone: string;

  @TrimToNull()
  @IsOptional()
  @IsLooseEmail()
  email?: string | null;
}

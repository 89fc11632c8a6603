import { IsString, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { Trim } from '../../common/validators/transforms';
import type { ClientRegistrationRequest } from '../registration.contract';
import { OptionalEmail, RequiredPhone, OptionalText } from '../../common/validators/fields';

export const NAME_MAX = 64;

/** Personal data every registration asks for: first name >= 2 characters, a valid phone, an optional email. */
export class ClientRegistrationDto implements ClientRegistrationRequest {
  @Trim()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsString({ message: MSG.firstNameShort })
  @MinLength(2, { message: MSG.firstNameShort })
  first_name: string;

  @OptionalText(NAME_MAX, MSG.nameTooLong)
  last_name?: string | null;

  @RequiredPhone()
  phone: string;

  @OptionalEmail()
  email?: string | null;
}

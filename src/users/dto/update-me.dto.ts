import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { Trim } from '../../common/validators/transforms';
import type { UpdateMeRequest } from '../users.contract';
import { OptionalEmail, OptionalPhone, OptionalText } from '../../common/validators/fields';

const NAME_MAX = 64;

/** Profile save, with the registration form's rules: names trimmed, first name non-empty; empty last name, phone,
 *  email -> null. */
export class UpdateMeDto implements UpdateMeRequest {
  @Trim()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsString({ message: MSG.firstNameEmpty })
  @IsNotEmpty({ message: MSG.firstNameEmpty })
  first_name: string;

  @OptionalText(NAME_MAX, MSG.nameTooLong)
  last_name?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;
}

import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { IsLooseEmail } from '../../common/validators/email';
import { IsRuPhone } from '../../common/validators/phone';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import type { UpdateMeRequest } from '../users.contract';

const NAME_MAX = 64;

/** Profile save (spec 5): names trimmed, first name non-empty; empty last name, phone, email -> null. */
export class UpdateMeDto implements UpdateMeRequest {
  @Trim()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsString({ message: MSG.firstNameEmpty })
  @IsNotEmpty({ message: MSG.firstNameEmpty })
  first_name: string;

  @TrimToNull()
  @MaxLength(NAME_MAX, { message: MSG.nameTooLong })
  @IsOptional()
  @IsString({ message: MSG.nameTooLong })
  last_name?: string | null;

  @TrimToNull()
  @IsOptional()
  @IsRuPhone()
  phone?: string | null;

  @TrimToNull()
  @IsOptional()
  @IsLooseEmail()
  email?: string | null;
}

import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MSG } from '../../common/messages';
import { Trim, TrimToNull } from '../../common/validators/transforms';
import { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES, OTHER_CATEGORY } from '../../common/master-categories';
import type { AddRoleRequest } from '../additional-roles.contract';
import { OptionalEmail, OptionalPhone, OptionalText } from '../../common/validators/fields';

/** The roles a user may add to themselves; organization roles come through invitations (the organization chooses its
 *  staff). */
export const ADDABLE_ROLES = ['client', 'master'] as const;

const isMaster = (o: AddRoleDto) => o.role_type === 'master';

/** Additional role form, with the registration rules: a valid phone for both; master also a category (custom when
 *  Другое). */
export class AddRoleDto implements AddRoleRequest {
  @IsIn(ADDABLE_ROLES, { message: MSG.roleNotAddable })
  role_type: 'client' | 'master';

  /** Required unless the profile already holds a valid phone; a new one replaces the profile's. */
  @OptionalPhone()
  phone?: string | null;

  @OptionalEmail()
  email?: string | null;

  /** Always null in the spec: a new master's link is made from their name (see the service). */
  @IsOptional()
  @IsIn([null], { message: MSG.badRequest })
  deep_link?: null;

  @Trim()
  @ValidateIf(isMaster)
  @IsIn(MASTER_CATEGORIES, { message: MSG.categoryRequired })
  category?: string | null;

  @TrimToNull()
  @MaxLength(CUSTOM_CATEGORY_MAX, { message: MSG.customCategoryRequired })
  @ValidateIf((o: AddRoleDto) => isMaster(o) && o.category === OTHER_CATEGORY)
  @IsString({ message: MSG.customCategoryRequired })
  custom_category?: string | null;

  @OptionalText(100, MSG.nameTooLong)
  specialization?: string | null;
}

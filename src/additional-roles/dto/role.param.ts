import { IsIn } from 'class-validator';
import { MSG } from '../../common/messages';
import { ROLE_TYPES, type RoleType } from '../additional-roles.contract';

export class RoleParam {
  @IsIn(ROLE_TYPES, { message: MSG.roleUnknown })
  role: RoleType;
}

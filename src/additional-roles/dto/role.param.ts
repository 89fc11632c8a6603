import { IsIn } from 'class-validator';
import { MSG } from '../../common/messages';
import type { RoleType } from '../additional-roles.contract';

export const ROLE_TYPES: RoleType[] = [
  'client',
  'master',
  'organization',
  'organization_admin',
  'organization_master',
  'admin',
];

export class RoleParam {
  @IsIn(ROLE_TYPES, { message: MSG.roleUnknown })
  role: RoleType;
}

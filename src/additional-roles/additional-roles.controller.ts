import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import type {
  AddRoleResponse,
  CheckRoleResponse,
  MyRolesResponse,
  RemoveRoleResponse,
} from './additional-roles.contract';
import { AdditionalRolesService } from './additional-roles.service';
import { AddRoleDto } from './dto/add-role.dto';
import { RoleParam } from './dto/role.param';

@Controller('additional-roles')
export class AdditionalRolesController {
  constructor(private readonly roles: AdditionalRolesService) {}

  @Get('my-roles')
  myRoles(@CurrentUser() user: User): Promise<MyRolesResponse> {
    return this.roles.myRoles(user);
  }

  @Post('add-role')
  addRole(@CurrentUser() user: User, @Body() dto: AddRoleDto): Promise<AddRoleResponse> {
    return this.roles.addRole(user, dto);
  }

  @Get('check-role/:role')
  checkRole(@CurrentUser() user: User, @Param() params: RoleParam): Promise<CheckRoleResponse> {
    return this.roles.checkRole(user, params.role);
  }

  @Delete('remove-role/:role')
  removeRole(@CurrentUser() user: User, @Param() params: RoleParam): Promise<RemoveRoleResponse> {
    return this.roles.removeRole(user, params.role);
  }
}

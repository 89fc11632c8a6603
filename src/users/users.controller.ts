import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { UpdateMeDto } from './dto/update-me.dto';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { User } from './entities/user.entity';
import type { MasterCodeResponse, MeResponse, MyAccountResponse, UserListResponse } from './users.contract';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<UserListResponse> {
    return this.users.list(user);
  }

  @Get('me')
  me(@CurrentUser() user: User): Promise<MyAccountResponse> {
    return this.users.me(user);
  }

  @Put('me')
  updateMe(@CurrentUser() user: User, @Body() dto: UpdateMeDto): Promise<MeResponse> {
    return this.users.updateMe(user, dto);
  }

  @Get('me/master-code')
  masterCode(@CurrentUser() user: User): Promise<MasterCodeResponse> {
    return this.users.masterCode(user);
  }

  @Get(':id')
  getById(@CurrentUser() user: User, @Param() params: IdParamDto): Promise<MeResponse> {
    return this.users.getById(user, params.id);
  }

  @Put(':id')
  updateById(@CurrentUser() user: User, @Param() params: IdParamDto, @Body() dto: UpdateMeDto): Promise<MeResponse> {
    return this.users.updateById(user, params.id, dto);
  }
}

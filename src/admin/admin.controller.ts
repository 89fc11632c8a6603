import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Identity, SuperAdminOnly } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import type {
  AdminAppointmentsResponse,
  AdminStatsResponse,
  AdminUserDetails,
  AdminUsersResponse,
  BlockResponse,
} from './admin.contract';
import { AdminService } from './admin.service';
import { AdminUsersQueryDto } from './dto/admin-users-query.dto';
import { IdParamDto } from '../common/dto/id-param.dto';

@SuperAdminOnly()
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('stats')
  stats(): Promise<AdminStatsResponse> {
    return this.admin.stats();
  }

  @Get('users')
  users(@Query() q: AdminUsersQueryDto): Promise<AdminUsersResponse> {
    return this.admin.users(q);
  }

  @Get('users/:id')
  user(@Param() p: IdParamDto): Promise<AdminUserDetails> {
    return this.admin.user(p.id);
  }

  @Post('users/:id/block')
  @HttpCode(200)
  block(@Identity() identity: TelegramIdentity, @Param() p: IdParamDto): Promise<BlockResponse> {
    return this.admin.setBlocked(identity.id, p.id, true);
  }

  @Post('users/:id/unblock')
  @HttpCode(200)
  unblock(@Identity() identity: TelegramIdentity, @Param() p: IdParamDto): Promise<BlockResponse> {
    return this.admin.setBlocked(identity.id, p.id, false);
  }

  @Get('appointments/today')
  appointmentsToday(): Promise<AdminAppointmentsResponse> {
    return this.admin.appointmentsToday();
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { SuperAdminOnly } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PageQueryDto } from '../common/dto/page-query.dto';
import { ManagerParamDto, SetManagerDto, SupportMessageDto } from './dto/support.dto';
import type {
  AdminSupportConversationsResponse,
  AdminSupportThreadResponse,
  SetManagerResponse,
} from './support.contract';
import { AdminSupportService } from './admin-support.service';

/** The super admin's support inbox, replies, and the personal managers of Enterprise businesses. */
@SuperAdminOnly()
@Controller('admin/support')
export class AdminSupportController {
  constructor(private readonly support: AdminSupportService) {}

  @Get('conversations')
  list(@Query() q: PageQueryDto): Promise<AdminSupportConversationsResponse> {
    return this.support.list(q);
  }

  @Get('conversations/:id')
  get(@Param() p: IdParamDto): Promise<AdminSupportThreadResponse> {
    return this.support.get(p.id);
  }

  @Post('conversations/:id/reply')
  @HttpCode(200)
  reply(@Param() p: IdParamDto, @Body() dto: SupportMessageDto): Promise<AdminSupportThreadResponse> {
    return this.support.reply(p.id, dto.text);
  }

  @Put('managers/:kind/:id')
  setManager(@Param() p: ManagerParamDto, @Body() dto: SetManagerDto): Promise<SetManagerResponse> {
    return this.support.setManager(p.kind, p.id, dto.telegram_id);
  }
}

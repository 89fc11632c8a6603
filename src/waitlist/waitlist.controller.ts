import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { MessageResponse } from '../schedules/schedules.contract';
import type { User } from '../users/entities/user.entity';
import { JoinWaitlistDto } from './dto/waitlist.dto';
import type { WaitlistEntryResponse, WaitlistListResponse } from './waitlist.contract';
import { WaitlistService } from './waitlist.service';

/** The client's waitlist. Every route needs a registered, unblocked caller; the service checks the rest. */
@Controller('waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  join(@CurrentUser() user: User, @Body() dto: JoinWaitlistDto): Promise<WaitlistEntryResponse> {
    return this.waitlist.join(user, dto);
  }

  @Get('my')
  my(@CurrentUser() user: User): Promise<WaitlistListResponse> {
    return this.waitlist.my(user);
  }

  @Delete(':id')
  leave(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<MessageResponse> {
    return this.waitlist.leave(user, p.id);
  }
}

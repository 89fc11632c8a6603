import { Body, Controller, Get, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import { SupportMessageDto } from './dto/support.dto';
import type { SupportThreadResponse } from './support.contract';
import { SupportService } from './support.service';

/** The caller's conversation with the platform's support (any registered, unblocked user). */
@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Get('conversation')
  conversation(@CurrentUser() user: User): Promise<SupportThreadResponse> {
    return this.support.thread(user);
  }

  @Post('messages')
  send(@CurrentUser() user: User, @Body() dto: SupportMessageDto): Promise<SupportThreadResponse> {
    return this.support.send(user, dto.text);
  }
}

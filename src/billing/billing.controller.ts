import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import type { User } from '../users/entities/user.entity';
import type { BillingResponse, SubscribeResponse } from './billing.contract';
import { BillingService } from './billing.service';
import { SubscribeDto } from './dto/billing.dto';

/** The caller's plan: an owner's organization, an independent master's own (others 403). */
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  get(@CurrentUser() user: User): Promise<BillingResponse> {
    return this.billing.get(user);
  }

  /** Each new purchase asks Telegram for an invoice link: BILLING_SUBSCRIBES_PER_MINUTE per user. */
  @Post('subscribe')
  @HttpCode(200)
  @PerMinuteLimit({ setting: 'billingSubscribesPerMinute', per: 'user', bucket: 'billing-subscribe' })
  subscribe(@CurrentUser() user: User, @Body() dto: SubscribeDto): Promise<SubscribeResponse> {
    return this.billing.subscribe(user, dto.plan);
  }

  @Post('cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User): Promise<BillingResponse> {
    return this.billing.cancel(user);
  }
}

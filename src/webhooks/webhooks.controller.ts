import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { User } from '../users/entities/user.entity';
import { CreateWebhookDto } from './dto/webhook.dto';
import type { CreatedWebhookResponse, WebhookDeliveriesResponse, WebhookListResponse } from './webhooks.contract';
import { WebhooksService } from './webhooks.service';

/** The webhooks of the business the caller owns (Enterprise with BILLING=stars; open to all with billing off). */
@RequiresPlan('enterprise')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookResponse> {
    return this.webhooks.create(user, dto);
  }

  @Get()
  list(@CurrentUser() user: User): Promise<WebhookListResponse> {
    return this.webhooks.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.webhooks.remove(user, p.id);
  }

  @Get(':id/deliveries')
  deliveries(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<WebhookDeliveriesResponse> {
    return this.webhooks.deliveries(user, p.id);
  }
}

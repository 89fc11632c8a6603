import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import { NotificationTemplateDto } from './dto/notification-template.dto';
import type { NotificationPreviewResponse, NotificationTemplatesResponse } from './notification-templates.contract';
import { NotificationTemplatesService } from './notification-templates.service';

/** The caller's own notification texts (an owner's organization, an independent master's own; others 403). */
@Controller('notification-templates')
export class NotificationTemplatesController {
  constructor(private readonly templates: NotificationTemplatesService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<NotificationTemplatesResponse> {
    return this.templates.list(user);
  }

  /** Pro with BILLING=stars (403 plan_required below it). */
  @Put(':kind/:lang')
  save(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
    @Param('lang') lang: string,
    @Body() dto: NotificationTemplateDto,
  ): Promise<NotificationTemplatesResponse> {
    return this.templates.save(user, kind, lang, dto.text);
  }

  @Delete(':kind/:lang')
  reset(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
    @Param('lang') lang: string,
  ): Promise<NotificationTemplatesResponse> {
    return this.templates.reset(user, kind, lang);
  }

  @Post(':kind/:lang/preview')
  @HttpCode(200)
  preview(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
    @Param('lang') lang: string,
    @Body() dto: NotificationTemplateDto,
  ): Promise<NotificationPreviewResponse> {
    return this.templates.preview(user, kind, lang, dto.text);
  }
}

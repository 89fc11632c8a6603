import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import { DomainError, type RefusalTable } from '../common/domain-error';
import type { User } from '../users/entities/user.entity';
import { CALENDAR_SYNC_REFUSALS } from './calendar-sync-refusals';
import { CALENDAR_SYNC_MSG } from './calendar-sync-messages';
import type {
  CalendarConnectionResponse,
  CalendarConnectionsResponse,
  GoogleStartResponse,
} from './calendar-sync.contract';
import { CalendarSyncService } from './calendar-sync.service';
import { CaldavConnectDto, CalendarChoiceDto } from './dto/calendar-sync.dto';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;text-align:center;padding:3em 1em">` +
  `<h1>${title}</h1><p>${text}</p></body></html>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A master's own calendars: Google and CalDAV connections, their calendars, a sync now, disconnect. */
@Controller('calendar-sync')
export class CalendarSyncController {
  constructor(private readonly sync: CalendarSyncService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<CalendarConnectionsResponse> {
    return this.sync.list(user);
  }

  @Post('google/start')
  @HttpCode(200)
  @RequiresPlan('pro')
  googleStart(@CurrentUser() user: User): Promise<GoogleStartResponse> {
    return this.sync.googleStart(user);
  }

  /** Google sends the browser back here: a small page either way (a bad or used state: 400). */
  @Public()
  @Get('google/callback')
  async googleCallback(
    @Query('code') code: string | undefined,
    @Query('state') state: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    void reply.header('cache-control', 'no-store');
    try {
      await this.sync.googleCallback(code, state);
    } catch (e) {
      // a browser gets a page; anything else the API's JSON refusal
      const form =
        e instanceof DomainError
          ? (CALENDAR_SYNC_REFUSALS as Partial<RefusalTable>)[e.code as keyof RefusalTable]
          : undefined;
      if (!form || !(accept ?? '').includes('text/html')) throw e;
      void reply.status(form.status).header('content-type', 'text/html; charset=utf-8');
      return page('Ошибка', escapeHtml(form.detail((e as DomainError).values as never)));
    }
    void reply.header('content-type', 'text/html; charset=utf-8');
    return page(CALENDAR_SYNC_MSG.done, CALENDAR_SYNC_MSG.doneText);
  }

  @Post('caldav')
  @RequiresPlan('pro')
  connectCaldav(@CurrentUser() user: User, @Body() dto: CaldavConnectDto): Promise<CalendarConnectionResponse> {
    return this.sync.connectCaldav(user, dto);
  }

  @Put(':id/calendars')
  setCalendars(
    @CurrentUser() user: User,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CalendarChoiceDto,
  ): Promise<CalendarConnectionResponse> {
    return this.sync.setCalendars(user, id, dto);
  }

  @Post(':id/sync')
  @HttpCode(202)
  async syncNow(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<{ message: string }> {
    await this.sync.syncNow(user, id);
    return { message: 'Синхронизация запущена' };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<{ message: string }> {
    await this.sync.remove(user, id);
    return { message: 'Календарь отключён' };
  }
}

import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import { BotService } from './bot.service';

/** Telegram delivers updates here when BOT_MODE=webhook (identity: the webhook secret header). */
@Controller('telegram')
export class TelegramWebhookController {
  constructor(private readonly bot: BotService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async webhook(
    @Headers('x-telegram-bot-api-secret-token') secret: string | undefined,
    @Body() update: Record<string, unknown>,
  ): Promise<{ ok: true }> {
    await this.bot.handleWebhook(secret, update);
    return { ok: true };
  }
}

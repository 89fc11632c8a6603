import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { WebhookRunner } from './webhook-runner';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** A business's webhooks and the runner that delivers their events (queued by database triggers). */
@Module({
  // SchedulesModule provides the clock
  imports: [SchedulesModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookRunner],
  exports: [WebhookRunner],
})
export class WebhooksModule {}

import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { WebhookRunner } from './webhook-runner';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** A business's webhooks and the runner that delivers their events (queued by database triggers). */
@Module({
  // SchedulesModule provides the clock; StatisticsModule the view whose business the plan gate judges
  imports: [SchedulesModule, StatisticsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookRunner],
  exports: [WebhookRunner],
})
export class WebhooksModule {}

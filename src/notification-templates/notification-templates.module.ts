import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { NotificationTemplatesController } from './notification-templates.controller';
import { NotificationTemplatesService } from './notification-templates.service';

/** A business's own notification texts; the outbox statements read them when they queue a notice. */
@Module({
  // SchedulesModule provides the clock
  imports: [BillingModule, SchedulesModule],
  controllers: [NotificationTemplatesController],
  providers: [NotificationTemplatesService],
})
export class NotificationTemplatesModule {}

import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { NotificationTemplatesController } from './notification-templates.controller';
import { NotificationTemplatesService } from './notification-templates.service';

/** A business's own notification texts; the outbox statements read them when they queue a notice. */
@Module({
  imports: [BillingModule],
  controllers: [NotificationTemplatesController],
  providers: [NotificationTemplatesService],
})
export class NotificationTemplatesModule {}

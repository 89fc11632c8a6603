import { Global, Inject, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsService } from '../notifications/notifications.service';
import { PlanPaymentKind } from './plan-payments-for-bot';
import { AdminBillingController } from './admin-billing.controller';
import { billingGraceJob } from './billing-grace';
import { AdminPlanPaymentsService } from './admin-plan-payments.service';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { PlanLimitsService } from './plan-limits.service';
import { PlanPaymentsService } from './plan-payments.service';
import { PlanGuard } from './requires-plan.decorator';
import { StarsApi } from './stars-api';

/**
 * Plans paid with Telegram Stars (BILLING=stars) and their limits. Global: the features a plan limits
 * (invitations, bookings, @RequiresPlan routes) ask PlanLimitsService without importing this module.
 */
@Global()
@Module({
  imports: [JobsModule],
  controllers: [BillingController, AdminBillingController],
  providers: [
    AdminPlanPaymentsService,
    PlanLimitsService,
    BillingService,
    PlanPaymentsService,
    StarsApi,
    PlanGuard,
    PlanPaymentKind,
  ],
  exports: [PlanLimitsService, PlanPaymentsService, PlanGuard, PlanPaymentKind],
})
export class BillingModule {
  constructor(
    jobs: JobRegistry,
    @InjectDataSource() db: DataSource,
    notifications: NotificationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.register(billingGraceJob(db, notifications, config));
  }
}

import { Global, Module } from '@nestjs/common';
import { PlanPaymentKind } from './plan-payments-for-bot';
import { StatisticsModule } from '../statistics/statistics.module';
import { AdminBillingController } from './admin-billing.controller';
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
  imports: [StatisticsModule],
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
export class BillingModule {}

import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { SuperAdminOnly } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PageQueryDto } from '../common/dto/page-query.dto';
import type { AdminPayment, AdminPaymentsResponse } from './billing.contract';
import { AdminPlanPaymentsService } from './admin-plan-payments.service';

/** The super admin's view of plan payments, and refunds. */
@SuperAdminOnly()
@Controller('admin/billing/payments')
export class AdminBillingController {
  constructor(private readonly payments: AdminPlanPaymentsService) {}

  @Get()
  list(@Query() q: PageQueryDto): Promise<AdminPaymentsResponse> {
    return this.payments.list(q);
  }

  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param() p: IdParamDto): Promise<AdminPayment> {
    return this.payments.refund(p.id);
  }
}

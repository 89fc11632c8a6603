import { DomainError } from '../common/domain-error';
import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthedRequest } from '../auth/access.decorators';
import type { PlanName } from './billing.contract';
import { type BookingBusiness, PlanLimitsService } from './plan-limits.service';
import { BusinessViewService } from '../access/business-view.service';
import { planCovers } from './plans';

export const REQUIRED_PLAN_KEY = 'requiredPlan';

export interface RequiredPlan {
  plan: Exclude<PlanName, 'basic'>;
}

/** The answer on a plan below the one required: 403 with a code the mini app opens the plan sheet on. */
export const planRequired = (plan: RequiredPlan['plan']) => new DomainError('plan_required', { plan });

/** Whether `business` may use a feature of `plan`: always with billing off; no plan row is Basic. */
export async function businessHasPlan(
  plans: PlanLimitsService,
  business: BookingBusiness,
  plan: RequiredPlan['plan'],
): Promise<boolean> {
  if (!plans.enabled) return true;
  const row = await plans.businessOf(business);
  return !row || planCovers(plans.effective(row).plan, plan);
}

/** With billing on, 403 plan_required when `business` is on a plan below `plan`. */
export async function assertBusinessPlan(
  plans: PlanLimitsService,
  business: BookingBusiness,
  plan: RequiredPlan['plan'],
): Promise<void> {
  if (!(await businessHasPlan(plans, business, plan))) throw planRequired(plan);
}

/**
 * A feature of a paid plan: with billing on, a business on a lower plan gets 403
 * {"detail": "Доступно на тарифе Pro", "code": "plan_required"}; with billing off everything is open.
 * Runs after the init data guard, so the caller is known; a caller without a business passes (the route's
 * own access rules answer them). The plan counted is the one of the business whose data the route serves:
 * the business of the caller's statistics view (BusinessViewService.business), never another business the
 * caller also has (an independent master with Pro who is an admin of a Basic salon sees the salon's data,
 * so the salon's plan counts).
 *
 *   @RequiresPlan('pro')
 *   @Get('report') report(...) {}
 */
export const RequiresPlan = (plan: RequiredPlan['plan']) =>
  applyDecorators(SetMetadata(REQUIRED_PLAN_KEY, { plan } satisfies RequiredPlan), UseGuards(PlanGuard));

@Injectable()
export class PlanGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly plans: PlanLimitsService,
    private readonly views: BusinessViewService,
  ) {}

  /** A boolean with billing off (Nest takes it without a promise's round), else the plan check. */
  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    return this.plans.enabled ? this.check(ctx) : true;
  }

  private async check(ctx: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<RequiredPlan | undefined>(REQUIRED_PLAN_KEY, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!required) return true;
    const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
    if (!user) return true;
    const business = await this.views.business(user.id);
    if (!business) return true;
    await assertBusinessPlan(this.plans, business, required.plan);
    return true;
  }
}

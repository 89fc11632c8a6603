import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthedRequest } from '../auth/access.decorators';
import type { PlanName } from './billing.contract';
import { PlanLimitsService } from './plan-limits.service';
import { planCovers, PLAN_TITLES } from './plans';

export const REQUIRED_PLAN_KEY = 'requiredPlan';

export interface RequiredPlan {
  plan: Exclude<PlanName, 'basic'>;
  /** A route parameter (or query field) holding the organization whose plan counts; else the caller's own
   *  business (the organization they own, themselves as an independent master, the organization they work in). */
  organizationParam?: string;
}

/** The answer on a plan below the one required: 403 with a code the mini app opens the plan sheet on. */
export const planRequired = (plan: RequiredPlan['plan']) =>
  new ForbiddenException({ detail: `Доступно на тарифе ${PLAN_TITLES[plan]}`, code: 'plan_required' });

/**
 * A feature of a paid plan: with billing on, a business on a lower plan gets 403
 * {"detail": "Доступно на тарифе Pro", "code": "plan_required"}; with billing off everything is open.
 * Runs after the init data guard, so the caller is known; a caller without a business passes (the route's
 * own access rules answer them).
 *
 *   @RequiresPlan('pro')
 *   @Get('report') report(...) {}
 *   @RequiresPlan('pro', { organizationParam: 'id' })   // GET /organizations/:id/clients
 */
export const RequiresPlan = (plan: RequiredPlan['plan'], options: Omit<RequiredPlan, 'plan'> = {}) =>
  applyDecorators(SetMetadata(REQUIRED_PLAN_KEY, { plan, ...options } satisfies RequiredPlan), UseGuards(PlanGuard));

@Injectable()
export class PlanGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly plans: PlanLimitsService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<RequiredPlan | undefined>(REQUIRED_PLAN_KEY, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!required || !this.plans.enabled) return true;
    const req = ctx
      .switchToHttp()
      .getRequest<AuthedRequest & { params?: Record<string, string>; query?: Record<string, unknown> }>();
    const user = req.user;
    if (!user) return true;
    const orgId = required.organizationParam ? organizationIdOf(req, required.organizationParam) : null;
    const business =
      orgId !== null
        ? await this.plans.businessOf({ organizationId: orgId, masterId: user.id })
        : await this.plans.businessForGate(user.id);
    if (!business) return true;
    if (planCovers(this.plans.effective(business).plan, required.plan)) return true;
    throw planRequired(required.plan);
  }
}

function organizationIdOf(
  req: { params?: Record<string, string>; query?: Record<string, unknown> },
  name: string,
): number | null {
  const raw = req.params?.[name] ?? req.query?.[name];
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { MSG } from '../common/messages';
import { findUserByTelegramId } from '../users/user-lookup';
import { Access, ACCESS_KEY, AuthedRequest } from './access.decorators';
import { InitDataService } from './init-data.service';
import { DomainError } from '../common/domain-error';

/** Deny by default: every route needs valid init data of a registered, unblocked user unless marked. */
@Injectable()
export class InitDataGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly initData: InitDataService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const access =
      this.reflector.getAllAndOverride<Access>(ACCESS_KEY, [ctx.getHandler(), ctx.getClass()]) ?? 'registered';
    const req = ctx.switchToHttp().getRequest<AuthedRequest & { headers: Record<string, string> }>();
    const raw = InitDataService.extract(req.headers);

    if (access === 'public') {
      if (raw) {
        try {
          req.identity = this.initData.validate(raw);
        } catch {
          req.identity = undefined;
        }
      }
      return true;
    }

    if (!raw) throw new UnauthorizedException({ detail: MSG.noTelegramUser });
    const identity = this.initData.validate(raw);
    req.identity = identity;

    // a blocked account hears the same answer on every authenticated route, admin routes included
    const user = await findUserByTelegramId(this.db, identity.id);
    req.user = user;
    if (user?.isBlocked) throw new DomainError('account_blocked');

    if (access === 'super-admin') {
      if (this.config.superAdminTelegramId === null || identity.id !== this.config.superAdminTelegramId) {
        throw new DomainError('forbidden');
      }
      return true;
    }

    if (access === 'registered' && !user) throw new DomainError('not_registered');
    return true;
  }
}

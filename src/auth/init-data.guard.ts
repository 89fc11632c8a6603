import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { CALLER_LOOKUP, type CallerLookup } from './authed-user';
import { Access, ACCESS_KEY, AuthedRequest } from './access.decorators';
import { InitDataService } from './init-data.service';
import { DomainError } from '../common/domain-error';
import type { ApiKeyScope } from './api-key-scope';
import type { TelegramIdentity } from './telegram-identity';
import { API_KEY_ACCESS, API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, bearerToken } from './api-key-access';

/**
 * Deny by default: every route needs valid init data of a registered, unblocked user unless marked. A request
 * without init data may instead carry a business's API key (`Authorization: Bearer`): that path is taken only
 * when init data is absent, so signed-in users pay nothing for it.
 */
@Injectable()
export class InitDataGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly initData: InitDataService,
    @Inject(CALLER_LOOKUP) private readonly callers: CallerLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly modules: ModuleRef,
  ) {}

  private keys: ApiKeyAuthenticator | null = null;
  /** Each route's access, read from its metadata once (the same for every request): by class, then handler. */
  private readonly access = new WeakMap<object, WeakMap<object, Access>>();

  private accessOf(ctx: ExecutionContext): Access {
    const [handler, cls] = [ctx.getHandler(), ctx.getClass()];
    let routes = this.access.get(cls);
    if (!routes) this.access.set(cls, (routes = new WeakMap()));
    let access = routes.get(handler);
    if (access === undefined) {
      access = this.reflector.getAllAndOverride<Access>(ACCESS_KEY, [handler, cls]) ?? 'registered';
      routes.set(handler, access);
    }
    return access;
  }

  /**
   * Synchronous for the routes that need no caller's row (anonymous, public): Nest takes a boolean without
   * a promise's round, which those routes (the public pages) need not pay.
   */
  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const access = this.accessOf(ctx);
    const req = ctx.switchToHttp().getRequest<AuthedRequest & { headers: Record<string, string> }>();
    const raw = InitDataService.extract(req.headers);
    if (!raw) {
      const key = bearerToken(req.headers);
      if (key !== null) return this.byApiKey(ctx, req, key);
    }
    if (access === 'anonymous') return true;

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

    if (!raw) throw new DomainError('telegram_user_missing');
    const identity = this.initData.validate(raw);
    req.identity = identity;
    return this.byIdentity(access, req, identity);
  }

  /** The caller of valid init data: registered and unblocked, or the super admin, as `access` asks. */
  private async byIdentity(access: Access, req: AuthedRequest, identity: TelegramIdentity): Promise<boolean> {
    // a blocked account hears the same answer on every authenticated route, admin routes included
    const user = await this.callers.byTelegramId(identity.id);
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

  /** A business's API key: 401 unless live, 403 on a route keys may not call or without the scope it needs. */
  private async byApiKey(ctx: ExecutionContext, req: AuthedRequest, token: string): Promise<boolean> {
    const scope = this.reflector.get<ApiKeyScope | undefined>(API_KEY_ACCESS, ctx.getHandler());
    this.keys ??= this.modules.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR, { strict: false });
    const { user, key } = await this.keys.authenticate(token, scope);
    req.user = user;
    req.apiKey = key;
    return true;
  }
}

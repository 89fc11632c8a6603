import type { ExecutionContext } from '@nestjs/common';
import type { ModuleRef, Reflector } from '@nestjs/core';
import type { AppConfig } from '../config/app.config';
import type { CallerLookup } from './authed-user';
import type { Access } from './access.decorators';
import { InitDataGuard } from './init-data.guard';
import { InitDataService } from './init-data.service';
import { signInitData } from './sign-init-data';

const TOKEN = '123456789:TEST_TOKEN_abcdefghijklmnopqrstuvwxyz';
const config = { botToken: TOKEN, initDataMaxAgeS: 86400, superAdminTelegramId: null } as unknown as AppConfig;

class Controller {}
const route = () => undefined;

/** The guard over a route of `access`, called with `headers`; what it set on the request. */
async function pass(access: Access, headers: Record<string, string>, initData: InitDataService) {
  const reflector = { getAllAndOverride: () => access } as unknown as Reflector;
  const guard = new InitDataGuard(reflector, initData, {} as CallerLookup, config, {} as ModuleRef);
  const req: { headers: Record<string, string>; identity?: unknown } = { headers };
  const ctx = {
    getType: () => 'http',
    getHandler: () => route,
    getClass: () => Controller,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { allowed: await guard.canActivate(ctx), identity: req.identity };
}

describe('InitDataGuard on routes that need no identity', () => {
  it('never reads init data on an anonymous route (the public pages, health)', async () => {
    const initData = new InitDataService(config);
    const validate = jest.spyOn(initData, 'validate');
    const raw = signInitData({ id: 42, first_name: 'Анна' }, TOKEN);
    expect(await pass('anonymous', { 'x-telegram-init-data': raw }, initData)).toEqual({
      allowed: true,
      identity: undefined,
    });
    expect(await pass('anonymous', { 'x-telegram-init-data': 'tampered' }, initData)).toMatchObject({ allowed: true });
    expect(validate).not.toHaveBeenCalled();
    // a public route that may use the caller still reads it
    expect((await pass('public', { 'x-telegram-init-data': raw }, initData)).identity).toMatchObject({ id: 42 });
    expect(validate).toHaveBeenCalledTimes(1);
  });
});

import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthedUser } from './authed-user';
import type { TelegramIdentity } from './telegram-identity';
import type { ApiKeyCaller } from './api-key-access';

/**
 * Who may call a route. Default (no decorator): a registered, unblocked user.
 * - public: anyone; init data is read if present and valid, never required.
 * - anonymous: anyone, and init data is never read (the public pages and health need no identity, so they
 *   do not pay for its check).
 * - telegram: valid init data, registration not needed (the registration calls).
 * - super-admin: valid init data of SUPER_ADMIN_TELEGRAM_ID.
 */
export type Access = 'anonymous' | 'public' | 'telegram' | 'registered' | 'super-admin';
export const ACCESS_KEY = 'access';

export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);
export const Anonymous = () => SetMetadata(ACCESS_KEY, 'anonymous' satisfies Access);
export const TelegramOnly = () => SetMetadata(ACCESS_KEY, 'telegram' satisfies Access);
export const SuperAdminOnly = () => SetMetadata(ACCESS_KEY, 'super-admin' satisfies Access);

export interface AuthedRequest {
  identity?: TelegramIdentity;
  user?: AuthedUser | null;
  /** Set when the caller is a business's API key (the user is who acts for it). */
  apiKey?: ApiKeyCaller;
}

/** The registered caller (routes with default access). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthedUser => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user as AuthedUser;
});

/** The caller's Telegram identity from validated init data (undefined on public routes without it). */
export const Identity = createParamDecorator((_: unknown, ctx: ExecutionContext): TelegramIdentity => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().identity as TelegramIdentity;
});

/** The registered caller or null (routes with telegram access). */
export const MaybeUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthedUser | null => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user ?? null;
});

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { checkInitData, initDataSecretKey } from './init-data-signature';
import { InitDataMemo } from './init-data-memo';
import { TelegramIdentity } from './telegram-identity';
import { DomainError } from '../common/domain-error';

const FUTURE_TOLERANCE_S = 60;

interface RawUser {
  id: unknown;
  first_name?: unknown;
  last_name?: unknown;
  username?: unknown;
  language_code?: unknown;
}

/**
 * Validates Telegram Mini App init data (HMAC with the bot token, age) and extracts the user. A string
 * validated once is remembered (InitDataMemo) until its lifetime ends: a repeat skips the parse and HMAC,
 * but not the age check.
 */
@Injectable()
export class InitDataService {
  /** HMAC-SHA256("WebAppData", token): immutable, so computed once, not on every request. */
  private readonly secretKey: Buffer;
  readonly memo = new InitDataMemo();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.secretKey = initDataSecretKey(config.botToken);
  }

  /** The raw init data from `X-Telegram-Init-Data` or `Authorization: tma <data>`. */
  static extract(headers: Record<string, string | string[] | undefined>): string | null {
    const direct = headers['x-telegram-init-data'];
    if (typeof direct === 'string' && direct.length > 0) return direct;
    const auth = headers['authorization'];
    if (typeof auth === 'string' && auth.startsWith('tma ') && auth.length > 4) return auth.slice(4);
    return null;
  }

  /** The caller named by `raw`, or 401; `nowMs` is the clock (tests pass their own). */
  validate(raw: string, nowMs: number = Date.now()): TelegramIdentity {
    const known = this.memo.get(raw);
    if (known === undefined) return this.check(raw, nowMs);
    if ((known.authDate + this.config.initDataMaxAgeS) * 1000 < nowMs) {
      this.memo.forget(raw);
      throw new DomainError('init_data_expired');
    }
    if (known.authDate > nowMs / 1000 + FUTURE_TOLERANCE_S) throw new DomainError('init_data_invalid');
    return known.identity;
  }

  private check(raw: string, nowMs: number): TelegramIdentity {
    const params = new URLSearchParams(raw);
    const check = checkInitData(params, this.secretKey, this.config.initDataMaxAgeS, nowMs);
    if (check !== 'valid') {
      throw new DomainError(check === 'expired' ? 'init_data_expired' : 'init_data_invalid');
    }
    const authDate = Number(params.get('auth_date'));
    if (authDate > nowMs / 1000 + FUTURE_TOLERANCE_S) {
      throw new DomainError('init_data_invalid');
    }
    let user: RawUser | null;
    try {
      user = JSON.parse(params.get('user') ?? 'null') as RawUser | null;
    } catch {
      user = null;
    }
    if (!user || typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) {
      throw new DomainError('telegram_user_missing');
    }
    const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
    const identity: TelegramIdentity = {
      id: user.id,
      firstName: str(user.first_name) ?? '',
      lastName: str(user.last_name),
      username: str(user.username),
      languageCode: str(user.language_code),
      startParam: str(params.get('start_param')),
    };
    // shared by every request that repeats the string: frozen, so none can change another's
    this.memo.set(raw, Object.freeze(identity), authDate);
    return identity;
  }
}

import { ConfigError } from './config-error';

export type BillingMode = 'off' | 'stars';

export interface BillingSettings {
  /** BILLING=stars: plans are monthly Telegram Stars subscriptions (needs BOT_TOKEN); off: all open, no limits. */
  billing: BillingMode;
  /** Monthly Stars of Pro and Enterprise (PLAN_PRO_STARS, PLAN_ENTERPRISE_STARS; Telegram allows 1-10000). */
  planProStars: number;
  planEnterpriseStars: number;
  /** Plan purchases started per user and minute, in each process (BILLING_SUBSCRIBES_PER_MINUTE; 0: off). */
  billingSubscribesPerMinute: number;
}

/**
 * BILLING, PLAN_PRO_STARS, PLAN_ENTERPRISE_STARS and BILLING_SUBSCRIBES_PER_MINUTE: plans are Stars subscriptions only through a real bot,
 * and Telegram takes at most 10000 Stars for one price. `int` is the configuration's whole-number reader.
 */
export function billingConfig(
  env: NodeJS.ProcessEnv,
  hasBotToken: boolean,
  int: (env: NodeJS.ProcessEnv, name: string, fallback: number, min?: number) => number,
): BillingSettings {
  const raw = (env.BILLING || 'off').trim().toLowerCase();
  if (raw !== 'off' && raw !== 'stars') throw new ConfigError(`BILLING must be off or stars, got "${env.BILLING}"`);
  if (raw === 'stars' && !hasBotToken)
    throw new ConfigError('BILLING=stars needs BOT_TOKEN (Stars go through the bot)');
  const pro = int(env, 'PLAN_PRO_STARS', 1500, 1);
  const enterprise = int(env, 'PLAN_ENTERPRISE_STARS', 5000, 1);
  if (Math.max(pro, enterprise) > 10000) throw new ConfigError('PLAN_*_STARS: Telegram takes at most 10000');
  const billingSubscribesPerMinute = int(env, 'BILLING_SUBSCRIBES_PER_MINUTE', 5);
  return { billing: raw, planProStars: pro, planEnterpriseStars: enterprise, billingSubscribesPerMinute };
}

import { ConfigError } from './config-error';

export type BillingMode = 'off' | 'stars';

/**
 * BILLING, PLAN_PRO_STARS and PLAN_ENTERPRISE_STARS: plans are Stars subscriptions only through a real bot,
 * and Telegram takes at most 10000 Stars for one price. `int` is the configuration's whole-number reader.
 */
export function billingConfig(
  env: NodeJS.ProcessEnv,
  hasBotToken: boolean,
  int: (env: NodeJS.ProcessEnv, name: string, fallback: number, min?: number) => number,
): { billing: BillingMode; planProStars: number; planEnterpriseStars: number } {
  const raw = (env.BILLING || 'off').trim().toLowerCase();
  if (raw !== 'off' && raw !== 'stars') throw new ConfigError(`BILLING must be off or stars, got "${env.BILLING}"`);
  if (raw === 'stars' && !hasBotToken)
    throw new ConfigError('BILLING=stars needs BOT_TOKEN (Stars go through the bot)');
  const pro = int(env, 'PLAN_PRO_STARS', 1500, 1);
  const enterprise = int(env, 'PLAN_ENTERPRISE_STARS', 5000, 1);
  if (Math.max(pro, enterprise) > 10000) throw new ConfigError('PLAN_*_STARS: Telegram takes at most 10000');
  return { billing: raw, planProStars: pro, planEnterpriseStars: enterprise };
}

import { sign } from '@telegram-apps/init-data-node';

export interface InitDataUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Signs init data the way Telegram does, for dev login and tests. */
export function signInitData(
  user: InitDataUser,
  botToken: string,
  opts: { authDate?: Date; startParam?: string } = {},
): string {
  return sign(
    { user: { allows_write_to_pm: true, ...user }, ...(opts.startParam ? { start_param: opts.startParam } : {}) },
    botToken,
    opts.authDate ?? new Date(),
  );
}

import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the refusals of auth/: the Telegram data the mini app signs in with. */
export const AUTH_REFUSALS: RefusalForms<'init_data_invalid' | 'init_data_expired' | 'telegram_user_missing'> = {
  init_data_invalid: { status: 401, detail: text(MSG.initDataInvalid) },
  init_data_expired: { status: 401, detail: text(MSG.initDataExpired) },
  telegram_user_missing: { status: 401, detail: text(MSG.noTelegramUser) },
};

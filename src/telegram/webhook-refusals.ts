import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API answers Telegram's webhook calls it refuses (off, a wrong secret, not an update, not stored). */
export const WEBHOOK_REFUSALS: RefusalForms<
  'webhook_off' | 'webhook_secret_invalid' | 'webhook_update_invalid' | 'webhook_update_failed'
> = {
  webhook_off: { status: 404, detail: text(MSG.notFound) },
  webhook_secret_invalid: { status: 401, detail: text(MSG.webhookSecretInvalid) },
  webhook_update_invalid: { status: 400, detail: text(MSG.badRequest) },
  // Telegram delivers a payment update again after a 5xx
  webhook_update_failed: { status: 503, detail: text(MSG.internal) },
};

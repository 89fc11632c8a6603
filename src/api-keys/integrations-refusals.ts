import { text, type RefusalForms } from '../common/domain-error';
import { INTEGRATIONS_MSG, unsafeUrl } from './integrations-messages';

/** How the API words the refusals of api-keys/. */
export const INTEGRATIONS_REFUSALS: RefusalForms<
  | 'api_key_invalid'
  | 'api_key_route'
  | 'api_key_scope'
  | 'api_key_not_found'
  | 'integrations_owner_only'
  | 'webhook_not_found'
  | 'webhook_url_unsafe'
> = {
  api_key_invalid: { status: 401, detail: text(INTEGRATIONS_MSG.keyInvalid) },
  api_key_route: { status: 403, detail: text(INTEGRATIONS_MSG.keyRoute) },
  api_key_scope: { status: 403, detail: text(INTEGRATIONS_MSG.keyScope) },
  api_key_not_found: { status: 404, detail: text(INTEGRATIONS_MSG.keyNotFound) },
  integrations_owner_only: { status: 403, detail: text(INTEGRATIONS_MSG.ownerOnly) },
  webhook_not_found: { status: 404, detail: text(INTEGRATIONS_MSG.webhookNotFound) },
  webhook_url_unsafe: { status: 422, detail: (v) => unsafeUrl(v.reason) },
};

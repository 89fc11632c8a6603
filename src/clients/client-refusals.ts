import { text, type RefusalForms } from '../common/domain-error';
import { CLIENT_MSG } from './client-messages';

/** How the API words the refusals of clients/ (the client base). */
export const CLIENT_REFUSALS: RefusalForms<'client_not_found' | 'client_cursor_invalid'> = {
  client_not_found: { status: 404, detail: text(CLIENT_MSG.notFound) },
  client_cursor_invalid: { status: 422, detail: text(CLIENT_MSG.cursorInvalid) },
};

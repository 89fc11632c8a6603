import { text, type RefusalForms } from '../common/domain-error';
import { TEMPLATE_MSG } from './template-messages';

/** How the API words the refusals of notification-templates/. */
export const TEMPLATE_REFUSALS: RefusalForms<
  'template_placeholder_unknown' | 'template_brace_unclosed' | 'template_too_long' | 'template_kind_not_found'
> = {
  template_kind_not_found: { status: 404, detail: text(TEMPLATE_MSG.kindNotFound) },
  template_placeholder_unknown: { status: 422, detail: (v) => TEMPLATE_MSG.unknownPlaceholder(v.name) },
  template_brace_unclosed: { status: 422, detail: (v) => TEMPLATE_MSG.unclosedBrace(v.at) },
  template_too_long: { status: 422, detail: (v) => TEMPLATE_MSG.tooLong(v.length) },
};

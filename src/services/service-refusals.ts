import { text, type RefusalForms } from '../common/domain-error';
import { GROUP_MSG } from './group-fields';

/** How the API words the refusals of services/ (a service's own fields; its deposit's are deposits'). */
export const SERVICE_REFUSALS: RefusalForms<'min_participants_invalid'> = {
  min_participants_invalid: { status: 422, detail: text(GROUP_MSG.minParticipantsInvalid) },
};

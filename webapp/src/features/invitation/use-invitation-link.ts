import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { useInvitationById } from '../../api/invitations';
import { parseInvitationCode, parseInvitationId } from './invitation-form';

/**
 * The invitation named by ?invitation_id=N&code=C (the bot's button), loaded when both are usable.
 * `problem` is the text to show instead of the invitation (bad link or a failed load).
 */
export function useInvitationLink() {
  const { t } = useTranslation('invitation');
  const [params] = useSearchParams();
  const id = parseInvitationId(params.get('invitation_id'));
  const validId = id !== null && !Number.isNaN(id);
  const code = parseInvitationCode(params.get('code'));
  const invitation = useInvitationById(validId ? id : null, code, t('loadError'));

  let problem: string | null = null;
  if (id === null) problem = t('missingId');
  else if (!validId || code === null) problem = t('badLink');
  else if (invitation.isError) problem = invitation.error.message || t('loadError');

  return { id: validId && code !== null ? id : null, code, invitation, problem };
}

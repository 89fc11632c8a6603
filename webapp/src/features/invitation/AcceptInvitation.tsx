import { useState } from 'react';
import { Button, ErrorBlock, Result, SpinLoading, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { haptic } from '../../lib/telegram';
import { acceptInvitation } from '../../api/invitations';
import { InvitationCard } from './InvitationCard';
import { useInvitationLink } from './use-invitation-link';

/** A registered user opened the bot's invitation button: accept it; the owner then confirms or rejects. */
export function AcceptInvitation() {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const { id, code, invitation, problem } = useInvitationLink();
  const [submitting, setSubmitting] = useState(false);
  const [accepted, setAccepted] = useState(false);

  async function accept() {
    if (id === null || code === null || submitting) return;
    setSubmitting(true);
    try {
      await acceptInvitation({ invitation_id: id, invitation_code: code }, t('acceptError'));
      haptic('success');
      setAccepted(true);
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('acceptError') });
    } finally {
      setSubmitting(false);
    }
  }

  const toProfile = (
    <div style={{ padding: 12 }}>
      <Button block color={accepted ? 'primary' : 'default'} onClick={() => navigate('/profile')}>
        {t('toProfile')}
      </Button>
    </div>
  );

  let content;
  if (problem) {
    content = <ErrorBlock status="default" title={problem} description="" />;
  } else if (invitation.isPending) {
    content = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
        <SpinLoading />
      </div>
    );
  } else if (accepted) {
    content = (
      <>
        <InvitationCard invitation={invitation.data} />
        <Result status="success" title={t('acceptedAwaitingOwner')} />
      </>
    );
  } else {
    content = (
      <>
        <InvitationCard invitation={invitation.data} />
        <div style={{ padding: '0 12px' }}>
          <Button
            block
            color="primary"
            size="large"
            loading={submitting}
            disabled={submitting}
            onClick={() => void accept()}
          >
            {t('accept')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Page title={t('acceptTitle')} back="/profile">
      {content}
      {toProfile}
    </Page>
  );
}

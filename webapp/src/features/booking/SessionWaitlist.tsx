import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { PublicSession } from '../../api/sessions';
import { joinWaitlist, useRefreshWaitlist } from '../../api/waitlist';
import { ApiError } from '../../lib/api-client';
import { haptic } from '../../lib/telegram';
import { useRegistration } from '../../session/registration';

/**
 * «В лист ожидания» of a full session: the existing waitlist, for this session; a freed seat is offered in the
 * chat with «Записаться», first tap wins.
 */
export function SessionWaitlist({ session: s }: { session: PublicSession }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { status } = useRegistration();
  const refresh = useRefreshWaitlist();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'joined' | 'already' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function join() {
    if (status === 'unregistered') {
      Toast.show({ content: t('waitlist.registerFirst'), duration: 3000 });
      void navigate('/');
      return;
    }
    // the session alone: its master, service and date are the session's
    const body = { session_id: s.id };
    setBusy(true);
    setError(null);
    try {
      await joinWaitlist(body, t('waitlist.error'));
      haptic('success');
      setDone('joined');
      void refresh();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setDone('already');
      else {
        haptic('error');
        setError(e instanceof Error && e.message ? e.message : t('waitlist.error'));
      }
    } finally {
      setBusy(false);
    }
  }

  if (done) return <div role="status">{t(`sessions.waitlist.${done}`)}</div>;
  return (
    <>
      <p className="hint" style={{ marginTop: 0 }}>
        {t('sessions.waitlist.hint')}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" size="large" loading={busy} onClick={() => void join()}>
        {t('sessions.waitlist.join')}
      </Button>
    </>
  );
}

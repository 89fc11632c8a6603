import { useState } from 'react';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../lib/use-translation';
import { SUPPORT_TEXT_MAX, type SupportMessageView } from '@api/support/support.contract';
import { formatDateTime } from '../lib/format';

/** A support conversation (the user's page and /admin alike): its messages, oldest first, and a box to write the next one (1…4000 characters). */
export function SupportThread(props: {
  messages: SupportMessageView[];
  /** Who "user" is to the reader: the user themselves, or (in /admin) the writer's name. */
  userLabel: string;
  supportLabel: string;
  onSend: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
  const tooLong = trimmed.length > SUPPORT_TEXT_MAX;

  const send = async () => {
    setBusy(true);
    try {
      await props.onSend(trimmed);
      setText('');
      Toast.show({ icon: 'success', content: t('supportThread.sent') });
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error ? e.message : t('supportThread.sendError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-section" data-testid="support-thread">
      {props.messages.length === 0 && <p className="hint">{t('supportThread.empty')}</p>}
      {props.messages.map((m) => (
        <div key={m.id} className={`support-message support-message-${m.author}`} data-testid="support-message">
          <div className="hint">
            {m.author === 'user' ? props.userLabel : props.supportLabel} · {formatDateTime(m.created_at)}
          </div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{m.text}</div>
        </div>
      ))}
      <TextArea
        placeholder={t('supportThread.placeholder')}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      {tooLong && <div className="hint">{t('supportThread.tooLong', { max: SUPPORT_TEXT_MAX })}</div>}
      <Button block color="primary" disabled={!trimmed || tooLong} loading={busy} onClick={() => void send()}>
        {t('supportThread.send')}
      </Button>
    </div>
  );
}

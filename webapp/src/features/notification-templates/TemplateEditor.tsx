import { Button, Space, Tag, TextArea, Toast, type TextAreaRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type {
  NotificationTemplateItem,
  NotificationTemplatesResponse,
} from '@api/notification-templates/notification-templates.contract';
import { resetNotificationTemplate, saveNotificationTemplate } from '../../api/notification-templates';
import { isPlanRequired, PlanRequiredSheet } from '../../components/PlanRequiredSheet';
import { useBackHandler } from '../../components/back-handler';
import { TelegramBubble } from './TelegramBubble';
import { useLivePreview } from './use-live-preview';

interface Props {
  item: NotificationTemplateItem;
  /** Back to the list; `saved`: the list as the server answered the change. */
  onDone: (saved?: NotificationTemplatesResponse) => void;
}

/** One kind in one language: the text with placeholder chips, its live preview, save and «Вернуть стандартный». */
export function TemplateEditor({ item, onDone }: Props) {
  const { t } = useTranslation('notification-templates');
  const [text, setText] = useState(item.own_text ?? item.standard_text);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const { preview, problem } = useLivePreview(item.kind, item.lang, text);
  useBackHandler(() => onDone());

  /** The placeholder goes where the cursor is (at the end when the field was never focused). */
  const insert = (name: string) => {
    const el = area.current?.nativeElement;
    const token = `{${name}}`;
    const at = el && document.activeElement === el ? el.selectionStart : text.length;
    setText(text.slice(0, at) + token + text.slice(at));
  };

  const run = async (action: () => Promise<NotificationTemplatesResponse>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      Toast.show({ content: done });
      onDone(answer);
    } catch (e) {
      if (isPlanRequired(e)) setLocked(true);
      else Toast.show({ content: e instanceof Error ? e.message : t('saveError') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="template-editor" data-testid="template-editor">
      <h3 className="page-section">{t(`kinds.${item.kind}`)}</h3>
      <details className="page-section hint">
        <summary>{t('standardText')}</summary>
        <p className="template-standard">{item.standard_text}</p>
      </details>
      <TextArea
        ref={area}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={4096}
        aria-label={t(`kinds.${item.kind}`)}
      />
      <p className="hint">{t('placeholders')}</p>
      <Space wrap>
        {item.placeholders.map((p) => (
          <Tag key={p} color="primary" fill="outline" round onClick={() => insert(p)} data-testid={`chip-${p}`}>
            {`{${p}}`} · {t(`names.${p}`)}
          </Tag>
        ))}
      </Space>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <p className="hint">{t('preview')}</p>
      {preview && <TelegramBubble text={preview.text} buttons={preview.buttons} />}
      <Space direction="vertical" block>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!text.trim()}
          onClick={() =>
            void run(() => saveNotificationTemplate(item.kind, item.lang, text, t('saveError')), t('saved'))
          }
        >
          {t('save')}
        </Button>
        {item.own_text !== null && (
          <Button
            block
            fill="outline"
            disabled={busy}
            onClick={() =>
              void run(() => resetNotificationTemplate(item.kind, item.lang, t('saveError')), t('resetDone'))
            }
          >
            {t('reset')}
          </Button>
        )}
        <Button block fill="none" onClick={() => onDone()}>
          {t('cancel')}
        </Button>
      </Space>
      <PlanRequiredSheet visible={locked} onClose={() => setLocked(false)} />
    </div>
  );
}

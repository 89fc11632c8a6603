import { Button, ErrorBlock, List, NoticeBar, Selector, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import type { TemplateKind, TemplateLang } from '@api/notification-templates/template-text';
import { notificationTemplateKeys, useNotificationTemplates } from '../../api/notification-templates';
import { Page } from '../../components/Page';
import { TemplateEditor } from './TemplateEditor';

const LANGS: TemplateLang[] = ['ru', 'en'];

/**
 * «Тексты уведомлений»: what the business's clients receive in the chat, kind by kind, in each language; a
 * kind opens its editor. An owner of an organization or an independent master.
 */
export default function NotificationTemplatesPage() {
  const { t, i18n } = useTranslation('notification-templates');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNotificationTemplates();
  const [lang, setLang] = useState<TemplateLang>(i18n.language === 'en' ? 'en' : 'ru');
  const [editing, setEditing] = useState<TemplateKind | null>(null);
  const items = (list.data?.templates ?? []).filter((x) => x.lang === lang);
  const open = items.find((x) => x.kind === editing);

  return (
    <Page title={t('title')} back>
      {list.isPending && <Skeleton.Paragraph lineCount={5} animated />}
      {list.isError && <ErrorBlock status="default" title={t('loadError')} description={list.error.message} />}
      {list.data && open && (
        <TemplateEditor
          key={`${open.kind}:${open.lang}`}
          item={open}
          onDone={(saved) => {
            if (saved) queryClient.setQueryData(notificationTemplateKeys.mine, saved);
            setEditing(null);
          }}
        />
      )}
      {list.data && !open && (
        <>
          <p className="hint page-section">{t('intro')}</p>
          {!list.data.own_texts_in_use && (
            <NoticeBar
              wrap
              color="alert"
              content={t('notInUse')}
              extra={
                <Button size="mini" onClick={() => void navigate('/tariff')}>
                  {t('openTariff')}
                </Button>
              }
            />
          )}
          <div role="group" aria-label={t('language')} className="page-section">
            <Selector
              columns={2}
              options={LANGS.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={[lang]}
              onChange={(v) => v[0] && setLang(v[0])}
            />
          </div>
          <List>
            {items.map((x) => (
              <List.Item
                key={x.kind}
                clickable
                onClick={() => setEditing(x.kind)}
                description={x.own_text ?? x.standard_text}
                extra={x.own_text !== null ? t('own') : t('standard')}
                data-testid={`template-${x.kind}`}
              >
                {t(`kinds.${x.kind}`)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Page>
  );
}

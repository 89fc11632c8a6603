import { Card, Dialog, List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS, SUPPORT_TELEGRAM, supportTelegramLink } from '../../lib/support';
import { openLink } from '../../lib/telegram';

/** Privacy policy, FAQ and Contact us, each in a dialog; «Написать в поддержку» opens the support thread. */
export function InfoList() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();

  const showPrivacy = () =>
    Dialog.alert({ title: t('info.privacy'), content: t('info.privacyText'), confirmText: t('common:close') });

  const showFaq = () => {
    const items = t('info.faqItems', { returnObjects: true }) as unknown;
    const list = Array.isArray(items) ? (items as { q: string; a: string }[]) : [];
    void Dialog.alert({
      title: t('info.faq'),
      confirmText: t('common:close'),
      content: (
        <div className="faq">
          {list.map((item) => (
            <div key={item.q} className="faq-item">
              <strong>{item.q}</strong>
              <p>{item.a}</p>
            </div>
          ))}
        </div>
      ),
    });
  };

  const showContact = () =>
    Dialog.show({
      title: t('info.contact'),
      closeOnAction: true,
      content: (
        <div>
          <p>{t('info.contactText', { hours: SUPPORT_REPLY_HOURS })}</p>
          <p>{t('info.contactEmail', { email: SUPPORT_EMAIL })}</p>
          <p>{t('info.contactTelegram', { handle: SUPPORT_TELEGRAM })}</p>
        </div>
      ),
      actions: [
        { key: 'tg', text: t('info.writeTelegram'), onClick: () => openLink(supportTelegramLink()) },
        { key: 'close', text: t('common:close') },
      ],
    });

  return (
    <Card title={t('info.title')}>
      <List>
        <List.Item clickable onClick={() => void showPrivacy()}>
          {t('info.privacy')}
        </List.Item>
        <List.Item clickable onClick={showFaq}>
          {t('info.faq')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate('/support')}>
          {t('info.writeSupport')}
        </List.Item>
        <List.Item clickable onClick={showContact}>
          {t('info.contact')}
        </List.Item>
      </List>
    </Card>
  );
}

import { Button, Card, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { copyText, openLink } from '../../lib/telegram';

/** The master's personal booking link (t.me form) with copy. */
export function BookingLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('bookingLink.title')}>
      <p className="hint">{t('bookingLink.description')}</p>
      <p className="link-text" data-testid="booking-link">
        {link}
      </p>
      <Space block>
        <Button size="small" color="primary" onClick={() => void copyText(link)}>
          {t('bookingLink.copy')}
        </Button>
        <Button size="small" onClick={() => openLink(link)}>
          {t('bookingLink.open')}
        </Button>
      </Space>
    </Card>
  );
}

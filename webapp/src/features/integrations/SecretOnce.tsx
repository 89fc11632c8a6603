import { Button, Card, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { copyText } from '../../lib/telegram';

/** A key or a signing secret the server shows only once: the value, «Скопировать», and «Готово» to hide it. */
export function SecretOnce({ title, value, onDone }: { title: string; value: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Card title={title} data-testid="secret-once">
      <p className="hint">{t('once')}</p>
      <p className="link-text" data-testid="secret-value">
        {value}
      </p>
      <Space block>
        <Button size="small" color="primary" onClick={() => void copyText(value)}>
          {t('copy')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('done')}
        </Button>
      </Space>
    </Card>
  );
}

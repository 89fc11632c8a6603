import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { copyText } from '../../lib/telegram';

/** Shown after the master role is added: the personal booking link in bot form, with Copy. */
export function MasterLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      visible={link !== null}
      title={t('masterLinkDialog.title')}
      onClose={onClose}
      content={
        <div>
          <p>{t('addRole.success')}</p>
          <p className="hint">{t('masterLinkDialog.text')}</p>
          <p className="link-text" data-testid="master-link">
            {link}
          </p>
        </div>
      }
      actions={[
        [
          { key: 'copy', text: t('masterLinkDialog.copy'), onClick: () => link && void copyText(link) },
          { key: 'close', text: t('masterLinkDialog.close'), onClick: onClose },
        ],
      ]}
    />
  );
}

import { useEffect, useState } from 'react';
import { Checkbox, Dialog } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';

interface Props {
  open: boolean;
  from: string;
  to: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Changing the deep link needs an explicit tick before the organization is saved: the old link stops working. */
export function DeepLinkChangeDialog({ open, from, to, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('management');
  const [understood, setUnderstood] = useState(false);

  useEffect(() => {
    if (open) setUnderstood(false);
  }, [open]);

  return (
    <Dialog
      visible={open}
      title={t('deepLinkChange.title')}
      onClose={onCancel}
      content={
        <div>
          <p>{t('deepLinkChange.text', { from, to })}</p>
          <Checkbox checked={understood} onChange={setUnderstood}>
            {t('deepLinkChange.checkbox')}
          </Checkbox>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), onClick: onCancel },
          {
            key: 'confirm',
            text: t('deepLinkChange.confirm'),
            bold: true,
            danger: true,
            disabled: !understood,
            onClick: onConfirm,
          },
        ],
      ]}
    />
  );
}

import { List, Switch } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useDigest, useSetDigest } from '../../api/exports';

/** The weekly digest in the bot (Monday 09:00): for owners and independent masters, off by default. */
export function DigestSwitch() {
  const { t } = useTranslation('statistics');
  const digest = useDigest();
  const set = useSetDigest();
  return (
    <List mode="card">
      <List.Item
        description={t('digest.description')}
        extra={
          <Switch
            aria-label={t('digest.title')}
            checked={digest.data?.enabled ?? false}
            loading={digest.isPending || set.isPending}
            onChange={(on) => set.mutate(on)}
          />
        }
      >
        {t('digest.title')}
      </List.Item>
    </List>
  );
}

import { List, Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/use-translation';
import { Page } from './Page';

export interface ComingSoonProps {
  title: string;
  features: string[];
}

/** A placeholder screen: its title and the list of features it promises. */
export function ComingSoon({ title, features }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Page title={title}>
      <Result icon={<ClockCircleOutline />} status="waiting" title={t('comingSoon')} description={title} />
      {features.length > 0 && (
        <List header={t('promisedFeatures')} mode="card">
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}

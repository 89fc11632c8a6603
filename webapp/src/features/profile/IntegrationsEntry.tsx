import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { SectionLink } from './SectionLink';

/** The modes of a business's owner: an organization's owner, an independent master. */
export function ownsBusiness(role: RoleType | null): boolean {
  return role === 'organization' || role === 'master';
}

/** The way to «API и вебхуки» from the profile (the business's settings). */
export function IntegrationsEntry() {
  const { t } = useTranslation('profile');
  return (
    <SectionLink
      icon={<LinkOutline />}
      title={t('integrations.title')}
      description={t('integrations.description')}
      to="/integrations"
    />
  );
}

import { Card, List } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';

/** The modes of a business's owner: an organization's owner, an independent master. */
export function ownsBusiness(role: RoleType | null): boolean {
  return role === 'organization' || role === 'master';
}

/** The way to «API и вебхуки» from the profile (the business's settings). */
export function IntegrationsEntry() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <Card className="page-section-card">
      <List>
        <List.Item
          prefix={<LinkOutline />}
          description={t('integrations.description')}
          onClick={() => void navigate('/integrations')}
        >
          {t('integrations.title')}
        </List.Item>
      </List>
    </Card>
  );
}

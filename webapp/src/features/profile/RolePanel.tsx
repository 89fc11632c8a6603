import { Button, Card, Selector, Space } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { AdditionalRoleForm, preloadOnIntent } from './profile-forms';
import type { AddableRole } from './role-rules';

export interface RolePanelProps {
  currentRole: RoleType | null;
  roles: RoleType[];
  addable: { role: AddableRole; label: string }[];
  onSelect: (role: RoleType) => void;
  onAdd: (role: AddableRole) => void;
}

/** The current mode; with several roles a toggle switches it; roles the user lacks can be added. */
export function RolePanel({ currentRole, roles, addable, onSelect, onAdd }: RolePanelProps) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('rolePanel.title')} className="page-section-card">
      <div className="role-current">
        <span className="hint">{t('rolePanel.current')}: </span>
        <strong data-testid="current-role">{currentRole ? t(`common:roles.${currentRole}`) : '—'}</strong>
      </div>
      {roles.length > 1 && (
        <div className="role-toggle" role="group" aria-label={t('rolePanel.switch')}>
          <Selector
            columns={2}
            options={roles.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
            value={currentRole ? [currentRole] : []}
            onChange={(values, extend) => {
              // Tapping the current role again deselects it in Selector: keep the mode instead.
              const picked = values[0] ?? extend.items[0]?.value;
              if (picked && picked !== currentRole) onSelect(picked);
            }}
          />
        </div>
      )}
      {addable.length > 0 && (
        <Space direction="vertical" block className="role-add">
          <span className="hint">{t('rolePanel.add')}</span>
          {addable.map((a) => (
            <Button
              key={a.role}
              block
              size="small"
              fill="outline"
              {...preloadOnIntent(AdditionalRoleForm)}
              onClick={() => onAdd(a.role)}
            >
              <AddOutline /> {t(a.label)}
            </Button>
          ))}
        </Space>
      )}
    </Card>
  );
}

// The bottom navigation bar (its own chunk, preloaded at start while the splash shows).
import '../lib/antd-render';
import '../lib/antd-locale';
import { TabBar } from 'antd-mobile';
import { useTranslation } from '../lib/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { tabsFor } from './navigation';

export default function BottomNav({ role }: { role: RoleType | null }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = tabsFor(role);
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.path ?? '';
  return (
    <nav className="shell-nav" aria-label={t('nav.label')}>
      <TabBar safeArea activeKey={active} onChange={(key) => void navigate(key)}>
        {tabs.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  );
}

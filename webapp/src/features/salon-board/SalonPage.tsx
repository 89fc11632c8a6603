import { useEffect } from 'react';
import { ErrorBlock } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { useRegistration } from '../../session/registration';
import { useRoles, type RoleType } from '../../session/roles';
import { SalonBoard } from './SalonBoard';

const MANAGING: RoleType[] = ['organization', 'organization_admin'];

/**
 * The managing role this screen works in: the current one when it manages; else the one its path belongs to
 * (/records the owner's, /salon-appointments the admin's) or any managing role the user holds; null: none.
 */
export function managingRole(roles: RoleType[], currentRole: RoleType | null, pathname: string): RoleType | null {
  if (currentRole && MANAGING.includes(currentRole)) return currentRole;
  const own: RoleType = pathname.startsWith('/records') ? 'organization' : 'organization_admin';
  if (roles.includes(own)) return own;
  return MANAGING.find((r) => roles.includes(r)) ?? null;
}

/**
 * /records (the owner's tab) and /salon-appointments (the admin's): the organization's bookings. Decided by the
 * roles the user holds, not the one they are in: an owner or admin who is working as a client (a notice's
 * link, an old tab) gets the board, and the app switches to that role so the navigation matches.
 */
export default function SalonPage() {
  const { t } = useTranslation('appointments');
  const { pathname } = useLocation();
  const { status } = useRegistration();
  const { roles, currentRole, loading: rolesLoading, switchRole } = useRoles();
  const loading = status === 'loading' || rolesLoading;
  const role = loading ? null : managingRole(roles, currentRole, pathname);

  useEffect(() => {
    if (role && role !== currentRole) switchRole(role);
  }, [role, currentRole, switchRole]);

  let body;
  if (loading) body = <PageLoading />;
  else if (role) body = <SalonBoard />;
  else body = <ErrorBlock status="empty" title={t('salonOnly')} description="" />;
  return <Page title={t(pathname.startsWith('/records') ? 'recordsTitle' : 'salonTitle')}>{body}</Page>;
}

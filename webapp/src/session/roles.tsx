// The current role: loaded at start from the user type plus GET /additional-roles/my-roles; this Telegram
// account's stored choice is restored while the user still has that role.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { fetchMyRoles } from '../api/additional-roles';
import { queryKeys } from '../api/query-keys';
import { fetchMe } from '../api/users';
import { telegramUser } from '../lib/telegram';
import { useRegistration } from './registration';
import { storedRole, storeRole } from './stored-role';

export type { RoleType };

/** Starts the first screen's calls together with the registration check (no waterfall). */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ queryKey: queryKeys.myRoles, queryFn: () => fetchMyRoles(true) });
  void queryClient.prefetchQuery({ queryKey: queryKeys.me, queryFn: () => fetchMe(true) });
}

export interface RolesState {
  currentRole: RoleType | null;
  roles: RoleType[];
  loading: boolean;
  switchRole: (role: RoleType) => void;
  reload: () => Promise<void>;
}

const RolesContext = createContext<RolesState | null>(null);

export function RolesProvider({ children }: { children: ReactNode }) {
  const { status, userType } = useRegistration();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registered = status === 'registered';
  const query = useQuery({
    queryKey: queryKeys.myRoles,
    queryFn: () => fetchMyRoles(),
    enabled: registered,
    retry: false,
  });

  // A failed load empties the roles (the failure is logged by the API client).
  const roles = useMemo<RoleType[]>(() => {
    if (!registered) return [];
    const list: RoleType[] = [];
    if (userType) list.push(userType);
    if (!query.isError) {
      for (const r of query.data?.roles ?? []) if (!list.includes(r.role_type)) list.push(r.role_type);
    }
    return list;
  }, [registered, userType, query.data, query.isError]);

  const loading = registered && query.isPending && query.fetchStatus !== 'idle';
  // The launch data's account: the one the choice is remembered for.
  const [telegramId] = useState(() => telegramUser()?.id ?? null);
  const [chosen, setChosen] = useState<RoleType | null>(() => storedRole(telegramId));

  const currentRole = useMemo<RoleType | null>(() => {
    if (!registered || loading) return null;
    if (chosen && chosen !== 'admin' && roles.includes(chosen)) return chosen;
    return userType ?? roles.find((r) => r !== 'admin') ?? null;
  }, [registered, loading, chosen, roles, userType]);

  // Keep the stored choice in step: a role no longer held falls back to the user type, which is stored.
  useEffect(() => {
    if (currentRole && currentRole !== storedRole(telegramId)) storeRole(telegramId, currentRole);
  }, [currentRole, telegramId]);

  const switchRole = useCallback(
    (role: RoleType) => {
      if (role === 'admin') {
        void navigate('/admin');
        return;
      }
      setChosen(role);
      storeRole(telegramId, role);
    },
    [navigate, telegramId],
  );

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.myRoles });
    await queryClient.refetchQueries({ queryKey: queryKeys.myRoles });
  }, [queryClient]);

  const value = useMemo<RolesState>(
    () => ({ currentRole, roles, loading, switchRole, reload }),
    [currentRole, roles, loading, switchRole, reload],
  );
  return <RolesContext.Provider value={value}>{children}</RolesContext.Provider>;
}

export function useRoles(): RolesState {
  const ctx = useContext(RolesContext);
  if (!ctx) throw new Error('useRoles outside RolesProvider');
  return ctx;
}

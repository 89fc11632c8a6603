// Bottom navigation per current role: each role sees the tabs of its own work.
import type { ReactNode } from 'react';
import {
  AppOutline,
  CalendarOutline,
  EnvironmentOutline,
  HistogramOutline,
  SearchOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { RubleCircleOutline } from '../components/RubleCircleOutline';

export interface NavTab {
  /** i18n key in the 'common' namespace under nav (app/nav-locales.ts). */
  label: string;
  path: string;
  icon: ReactNode;
}

const profile: NavTab = { label: 'nav.profile', path: '/profile', icon: <UserOutline /> };

/**
 * For master and organization_master the labels and paths are crossed on purpose (spec: "preserve this
 * as observed"): 'My records' opens /master-services and 'Services' opens /my-records.
 */
function masterTabs(independent: boolean): NavTab[] {
  const tabs: NavTab[] = [
    profile,
    { label: 'nav.calendar', path: '/calendar', icon: <CalendarOutline /> },
    { label: 'nav.myRecords', path: '/master-services', icon: <UnorderedListOutline /> },
    { label: 'nav.services', path: '/my-records', icon: <AppOutline /> },
  ];
  if (independent) tabs.push({ label: 'nav.tariff', path: '/tariff', icon: <RubleCircleOutline /> });
  return tabs;
}

export function tabsFor(role: RoleType | null): NavTab[] {
  switch (role) {
    case 'organization':
      return [
        profile,
        { label: 'nav.management', path: '/management', icon: <SetOutline /> },
        { label: 'nav.statistics', path: '/statistics', icon: <HistogramOutline /> },
        { label: 'nav.tariff', path: '/tariff', icon: <RubleCircleOutline /> },
        { label: 'nav.records', path: '/records', icon: <UnorderedListOutline /> },
      ];
    case 'client':
      return [
        profile,
        { label: 'nav.searchServices', path: '/search-services', icon: <SearchOutline /> },
        { label: 'nav.map', path: '/map-search', icon: <EnvironmentOutline /> },
        { label: 'nav.myRecords', path: '/my-records', icon: <UnorderedListOutline /> },
        { label: 'nav.favorites', path: '/favorites', icon: <StarOutline /> },
      ];
    case 'organization_admin':
      return [
        profile,
        { label: 'nav.salonRecords', path: '/salon-appointments', icon: <UnorderedListOutline /> },
        { label: 'nav.organizationServices', path: '/organization-services', icon: <AppOutline /> },
        { label: 'nav.team', path: '/team', icon: <TeamOutline /> },
        { label: 'nav.statistics', path: '/statistics', icon: <HistogramOutline /> },
      ];
    case 'master':
      return masterTabs(true);
    case 'organization_master':
      return masterTabs(false);
    default:
      return [profile];
  }
}

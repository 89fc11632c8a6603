import { useTranslation } from '../../lib/use-translation';
import { ComingSoon } from '../../components/ComingSoon';

export type PlaceholderKind =
  | 'records'
  | 'search-services'
  | 'map-search'
  | 'my-records'
  | 'favorites'
  | 'calendar'
  | 'master-services'
  | 'salon-appointments'
  | 'organization-services';

/** The coming-soon screens, each with the features it promises, so a tab is never a dead end. */
export default function PlaceholderPage({ kind }: { kind: PlaceholderKind }) {
  const { t } = useTranslation('placeholders');
  const features = t(`${kind}.features`, { returnObjects: true }) as unknown;
  return <ComingSoon title={t(`${kind}.title`)} features={Array.isArray(features) ? features.map(String) : []} />;
}

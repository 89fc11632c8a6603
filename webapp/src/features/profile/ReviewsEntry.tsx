import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { SectionLink } from './SectionLink';

/** The modes that answer clients' reviews: a master's own, an owner's and an admin's for the organization. */
const ANSWERS_REVIEWS: readonly RoleType[] = ['master', 'organization_master', 'organization', 'organization_admin'];

export function answersReviews(role: RoleType | null): boolean {
  return role !== null && ANSWERS_REVIEWS.includes(role);
}

/** The way to the reviews left about the user's work, where they read and answer them. */
export function ReviewsEntry() {
  const { t } = useTranslation('profile');
  return (
    <SectionLink
      icon={<MessageOutline />}
      title={t('reviews.title')}
      description={t('reviews.description')}
      to="/my-reviews"
    />
  );
}

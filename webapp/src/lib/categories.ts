// Master categories live once, beside the API's validation, so both sides accept the same list; the label is
// translated here.
import { MASTER_CATEGORIES } from '@api/common/master-categories';

export { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES, OTHER_CATEGORY } from '@api/common/master-categories';

/** i18n key (namespace 'common') of a category's label. */
export function categoryLabelKey(value: string): string {
  const index = (MASTER_CATEGORIES as readonly string[]).indexOf(value);
  return index >= 0 ? `categories.c${index}` : value;
}

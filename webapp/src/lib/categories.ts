// Master categories (spec 3) live once, beside the API's validation; the label is translated here.
import { MASTER_CATEGORIES } from '@api/common/master-categories';

export { CUSTOM_CATEGORY_MAX, MASTER_CATEGORIES, OTHER_CATEGORY } from '@api/common/master-categories';

/** i18n key (namespace 'common') of a category's label. */
export function categoryLabelKey(value: string): string {
  const index = (MASTER_CATEGORIES as readonly string[]).indexOf(value);
  return index >= 0 ? `categories.c${index}` : value;
}

/**
 * The spec's master categories (section 3) and their limits, for the API's validation and the mini app's
 * forms (which imports this file through `@api/common/master-categories`). Plain TypeScript only.
 * The Russian value is what the server stores; "Другое" asks for a custom category text.
 */
export const MASTER_CATEGORIES = [
  'Красота',
  'Здоровье',
  'Спорт',
  'Образование',
  'Ремонт',
  'Авто',
  'Право',
  'Фото/Видео',
  'IT',
  'Психология',
  'Другое',
] as const;
export type MasterCategory = (typeof MASTER_CATEGORIES)[number];
export const OTHER_CATEGORY: MasterCategory = 'Другое';
/** Longest custom category text (for "Другое"). */
export const CUSTOM_CATEGORY_MAX = 50;

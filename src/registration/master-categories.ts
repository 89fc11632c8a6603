/** The spec's master categories (section 3); "Другое" asks for a custom category text. */
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
export const CUSTOM_CATEGORY_MAX = 50;

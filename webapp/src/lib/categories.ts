// Master categories (spec 3). The Russian value is what the server stores; the label is translated.
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

/** i18n key (namespace 'common') of a category's label. */
export function categoryLabelKey(value: string): string {
  const index = (MASTER_CATEGORIES as readonly string[]).indexOf(value);
  return index >= 0 ? `categories.c${index}` : value;
}

export default {
  ru: {
    title: 'Организации',
    search: 'Поиск по названию',
    empty: 'Организации не найдены',
    loadError: 'Не удалось загрузить организации',
  },
  en: {
    title: 'Organizations',
    search: 'Search by name',
    empty: 'No organizations found',
    loadError: 'Could not load organizations',
  },
};

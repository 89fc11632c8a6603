export default {
  ru: {
    title: 'Команда',
    loadError: 'Не удалось загрузить команду',
  },
  en: {
    title: 'Team',
    loadError: 'Could not load the team',
  },
};

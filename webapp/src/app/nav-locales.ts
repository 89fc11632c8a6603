// The bottom navigation's labels (namespace 'common', keys nav.*). They come with the pages' strings in the
// user's language (lib/strings.ts), which the navigation awaits before it shows (Shell.tsx).
export default {
  ru: {
    nav: {
      label: 'Навигация',
      profile: 'Профиль',
      management: 'Управление',
      statistics: 'Статистика',
      tariff: 'Тариф',
      records: 'Записи',
      searchServices: 'Поиск услуг',
      map: 'Карта',
      myRecords: 'Мои записи',
      favorites: 'Избранное',
      salonRecords: 'Записи салона',
      organizationServices: 'Услуги организации',
      team: 'Команда',
      calendar: 'Календарь',
      services: 'Услуги',
    },
  },
  en: {
    nav: {
      label: 'Navigation',
      profile: 'Profile',
      management: 'Management',
      statistics: 'Statistics',
      tariff: 'Tariff',
      records: 'Records',
      searchServices: 'Search services',
      map: 'Map',
      myRecords: 'My records',
      favorites: 'Favorites',
      salonRecords: 'Salon records',
      organizationServices: 'Organization services',
      team: 'Team',
      calendar: 'Calendar',
      services: 'Services',
    },
  },
};

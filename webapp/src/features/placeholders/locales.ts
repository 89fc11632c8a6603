export default {
  ru: {
    records: {
      title: 'Записи организации',
      features: ['Все записи организации', 'Фильтр по мастерам и датам', 'Подтверждение и отмена записей'],
    },
    'search-services': {
      title: 'Поиск услуг',
      features: [
        'Поиск по названию',
        'Поиск по категории',
        'Фильтр по цене',
        'Фильтр по рейтингу',
        'Поиск по геолокации',
      ],
    },
    'map-search': {
      title: 'Поиск на карте',
      features: ['Мастера и организации на карте', 'Поиск рядом с вами', 'Маршрут до места'],
    },
    favorites: { title: 'Избранное', features: ['Избранные мастера', 'Избранные организации', 'Быстрая запись'] },
    'my-records': {
      title: 'Мои записи',
      features: ['Список записей', 'История записей', 'Отмена записи', 'Перенос записи'],
    },
    calendar: {
      title: 'Календарь',
      features: ['Рабочие часы', 'Выходные дни', 'Блокировка времени', 'Повторяющиеся события'],
    },
    'master-services': {
      title: 'Мои услуги',
      features: ['Список услуг', 'Добавление и редактирование услуг', 'Цены и длительность'],
    },
    'salon-appointments': {
      title: 'Записи салона',
      features: ['Записи всех мастеров салона', 'Фильтр по мастерам и датам', 'Управление записями'],
    },
    'organization-services': {
      title: 'Услуги организации',
      features: ['Список услуг организации', 'Добавление и редактирование услуг', 'Цены и длительность'],
    },
  },
  en: {
    records: {
      title: 'Organization records',
      features: ['All organization records', 'Filter by master and date', 'Confirm and cancel records'],
    },
    'search-services': {
      title: 'Search services',
      features: [
        'Search by name',
        'Search by category',
        'Filter by price',
        'Filter by rating',
        'Search by geolocation',
      ],
    },
    'map-search': {
      title: 'Map search',
      features: ['Masters and organizations on a map', 'Search near you', 'Route to the place'],
    },
    favorites: { title: 'Favorites', features: ['Favorite masters', 'Favorite organizations', 'Quick booking'] },
    'my-records': {
      title: 'My records',
      features: ['List of records', 'Record history', 'Cancel a record', 'Reschedule a record'],
    },
    calendar: { title: 'Calendar', features: ['Working hours', 'Days off', 'Time blocking', 'Recurring events'] },
    'master-services': {
      title: 'My services',
      features: ['List of services', 'Add and edit services', 'Prices and duration'],
    },
    'salon-appointments': {
      title: 'Salon appointments',
      features: ['Records of all salon masters', 'Filter by master and date', 'Manage records'],
    },
    'organization-services': {
      title: 'Organization services',
      features: ['Organization service list', 'Add and edit services', 'Prices and duration'],
    },
  },
};

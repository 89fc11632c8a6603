export default {
  ru: {
    title: 'Избранное',
    masters: 'Мастера',
    organizations: 'Салоны',
    book: 'Записаться',
    noFreeTime: 'Нет свободного времени в ближайшие 2 недели',
    loadError: 'Не удалось загрузить избранное',
    emptyTitle: 'Здесь пока пусто',
    emptyHint: 'Найдите мастера или салон в поиске и нажмите на сердечко, чтобы записываться к ним в одно касание',
    toSearch: 'Найти услугу',
  },
  en: {
    title: 'Favorites',
    masters: 'Masters',
    organizations: 'Salons',
    book: 'Book',
    noFreeTime: 'No free time in the next 2 weeks',
    loadError: 'Could not load your favorites',
    emptyTitle: 'Nothing here yet',
    emptyHint: 'Find a master or a salon in search and tap the heart to book them in one tap',
    toSearch: 'Find a service',
  },
};

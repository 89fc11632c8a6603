export default {
  ru: {
    title: 'Главная',
    appointmentsToday: 'Записей сегодня',
    appointmentsMonth: 'Записей за месяц',
    servicesCount: 'Услуг',
    loadError: 'Не удалось загрузить статистику',
  },
  en: {
    title: 'Dashboard',
    appointmentsToday: 'Appointments today',
    appointmentsMonth: 'Appointments this month',
    servicesCount: 'Services',
    loadError: 'Could not load statistics',
  },
};

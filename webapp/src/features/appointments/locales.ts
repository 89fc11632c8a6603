export default {
  ru: {
    title: 'Мои записи',
    today: 'Записи на сегодня',
    month: 'Записи за месяц',
    empty: 'Записей пока нет',
  },
  en: {
    title: 'My appointments',
    today: 'Appointments today',
    month: 'Appointments this month',
    empty: 'No appointments yet',
  },
};

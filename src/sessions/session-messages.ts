/** The Russian texts of group sessions (refusals and checks). */
export const SESSION_MSG = {
  notFound: 'Занятие не найдено',
  full: 'Мест нет',
  cancelled: 'Занятие отменено',
  started: 'Занятие уже началось',
  seatHeld: 'Вы уже записаны на это занятие',
  capacityBelowTaken: 'Мест не может быть меньше, чем уже занято',
  notGroupService: 'Занятия проводятся по групповой услуге: укажите у услуги число мест больше одного',
  sessionRequired: 'Это групповое занятие: выберите занятие в расписании',
  conflict: 'В это время у мастера уже есть записи',
  sessionOverlap: 'В это время у мастера уже есть занятие',
  startInPast: 'Нельзя назначить занятие на прошедшее время',
  capacityInvalid: 'Число мест: целое число от 1 до 500',
  reasonTooLong: 'Причина: не длиннее 500 символов',
} as const;

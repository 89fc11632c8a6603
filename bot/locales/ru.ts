import { cutoffPassed } from '../../src/appointments/booking-messages';

/** Russian texts of the bot (default language). Keys are shared with en.ts. */
export const ru = {
  // /start
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  welcome: 'Это бот записи к мастерам и в салоны. Откройте приложение, чтобы записаться или управлять своими записями.',
  bookMaster: (master: string) =>
    `Вы записываетесь к мастеру ${master}. Нажмите кнопку ниже, чтобы выбрать услугу и время.`,
  bookOrganization: (org: string) => `Вы записываетесь в «${org}». Нажмите кнопку ниже, чтобы выбрать мастера и время.`,
  bookOrganizationMaster: (master: string, org: string) =>
    `Вы записываетесь к мастеру ${master} («${org}»). Нажмите кнопку ниже, чтобы выбрать время.`,
  invitation: (org: string, role: 'master' | 'admin') =>
    `«${org}» приглашает вас в команду ${role === 'master' ? 'мастером' : 'администратором'}. Нажмите кнопку ниже, чтобы присоединиться.`,
  badLink: 'Некорректная ссылка',
  masterNotFound: 'Мастер не найден',
  organizationNotFound: 'Организация не найдена',
  badInvitationLink: 'Неверная ссылка приглашения',
  linkErrorHint: 'Откройте приложение, чтобы найти мастера или организацию.',
  // buttons
  openApp: 'Открыть приложение',
  book: 'Записаться',
  join: 'Присоединиться',
  verifyPhone: 'Подтвердить телефон',
  confirm: 'Подтвердить',
  reject: 'Отклонить',
  shareContact: 'Отправить мой номер',
  cancel: 'Отмена',
  // commands
  cmdStart: 'Начать и открыть приложение',
  cmdHelp: 'Что умеет бот',
  cmdLink: 'Моя ссылка для записи',
  cmdSupport: 'Связаться с поддержкой',
  cmdPhone: 'Подтвердить номер телефона',
  menuButton: 'Открыть',
  help:
    'Я помогаю записываться к мастерам и в салоны.\n\n' +
    '/start — открыть приложение\n' +
    '/link — ваша ссылка для записи (для мастеров и организаций)\n' +
    '/phone — подтвердить номер телефона\n' +
    '/place — указать место на карте (для мастеров и организаций)\n' +
    '/support — связаться с поддержкой',
  ownLinksTitle: 'Ваши ссылки для записи — отправьте их клиентам:',
  ownLinkMaster: (link: string) => `Личная ссылка мастера: ${link}`,
  ownLinkOrganization: (org: string, link: string) => `Организация «${org}»: ${link}`,
  ownLinkOrganizationMaster: (org: string, link: string) => `Мастер в «${org}»: ${link}`,
  noOwnLinks:
    'У вас пока нет ссылки для записи. Она появится, когда вы зарегистрируетесь как мастер или владелец организации.',
  // phone conversation
  askContact: 'Нажмите «Отправить мой номер» ниже, чтобы подтвердить свой номер телефона. Или «Отмена».',
  phoneSaved: (phone: string) => `Спасибо! Номер ${phone} подтверждён.`,
  phoneForeign: 'Это чужой контакт. Подтвердить можно только свой номер — попробуйте ещё раз командой /phone.',
  phoneInvalid: 'Не удалось распознать номер телефона. Попробуйте ещё раз командой /phone.',
  phoneCancelled: 'Хорошо, номер не изменён.',
  phoneNotRegistered: 'Сначала зарегистрируйтесь в приложении, затем подтвердите номер командой /phone.',
  phoneBlocked: 'Ваш аккаунт заблокирован',
  // place (/place and a shared location)
  cmdPlace: 'Указать место на карте',
  shareLocation: 'Отправить геолокацию',
  askLocation:
    'Нажмите «Отправить геолокацию» ниже, находясь на месте работы, — или выберите точку на карте через 📎 → «Геопозиция». ' +
    'Клиенты увидят вас в поиске рядом и на карте. Или «Отмена».',
  placeSaved: (latitude: number, longitude: number) =>
    `Спасибо! Место на карте сохранено (${latitude.toFixed(5)}, ${longitude.toFixed(5)}). ` +
    'Адрес можно уточнить в приложении.',
  placeOrganizationMaster:
    'Ваше место на карте — адрес организации, его указывает владелец. Специализацию и «О себе» можно изменить в приложении.',
  placeNotProvider:
    'Место на карте указывают мастера и владельцы организаций. Чтобы найти мастера рядом, откройте приложение: «Поиск услуг» или «Карта».',
  placeNotRegistered: 'Сначала зарегистрируйтесь в приложении как мастер или владелец организации.',
  placeBlocked: 'Ваш аккаунт заблокирован',
  placeCancelled: 'Хорошо, место не изменено.',
  // invitation decisions (callback buttons)
  decisionConfirmed: 'Подтверждено',
  decisionRejected: 'Отклонено',
  decisionConfirmedNote: '✅ Вы подтвердили участника.',
  decisionRejectedNote: '❌ Вы отклонили заявку.',
  decisionForbidden: 'Это действие доступно только владельцу организации.',
  decisionNotFound: 'Приглашение не найдено.',
  decisionNotRegistered: 'Пользователь не зарегистрирован',
  decisionBlocked: 'Ваш аккаунт заблокирован',
  decisionNotAwaiting: 'Неверная ссылка приглашения',
  decisionAlreadyMember: 'Пользователь уже состоит в организации с этой ролью',
  decisionFailed: 'Не удалось выполнить действие. Попробуйте в приложении.',
  // reminder buttons (Приду / Отменить)
  visitConfirmed: 'Спасибо! Ждём вас.',
  visitConfirmedNote: '✅ Вы подтвердили, что придёте.',
  visitAlreadyConfirmed: 'Вы уже подтвердили, что придёте.',
  visitCancelled: 'Запись отменена.',
  visitCancelledNote: '❌ Вы отменили запись.',
  visitNotFound: 'Запись не найдена.',
  visitGone: 'Запись уже отменена.',
  visitFinished: 'Запись уже завершена.',
  visitStarted: 'Запись уже началась.',
  visitChanged: 'Запись только что изменилась, откройте её в приложении.',
  /** ru: the API's own words for the same refusal. */
  visitCutoff: (hours: number, phone: string | null) => cutoffPassed(hours, phone),
  // notifications
  roleMaster: 'мастер',
  roleAdmin: 'администратор',
  nInvitationConfirmationNeeded: (member: string, org: string, role: string) =>
    `${member} принял(а) приглашение в «${org}» (роль: ${role}). Подтвердите или отклоните участника.`,
  nInvitationAccepted: (member: string, org: string, role: string) =>
    `${member} принял(а) приглашение в «${org}» (роль: ${role}).`,
  nMemberJoined: (member: string, org: string, role: string) =>
    `В команде «${org}» новый участник: ${member} (роль: ${role}).`,
  nInvitationDecidedAccepted: (org: string, role: string) =>
    `Владелец «${org}» подтвердил вас в команде (роль: ${role}). Добро пожаловать!`,
  nInvitationDecidedRejected: (org: string) => `Владелец «${org}» отклонил вашу заявку в команду.`,
  nMasterWelcome: (name: string, link: string) =>
    `${name}, добро пожаловать! Ваша личная ссылка для записи:\n${link}\n\nОтправьте её клиентам — по ней они запишутся к вам.`,
  nOrganizationLinkChanged: (org: string, link: string) =>
    `У «${org}» новая ссылка для записи:\n${link}\n\nСтарая ссылка больше не работает.`,
  nAccountBlocked: 'Ваш аккаунт заблокирован администратором. Если это ошибка, напишите в поддержку.',
  nAccountUnblocked: 'Ваш аккаунт снова активен. Добро пожаловать обратно!',
};

export type Locale = typeof ru;

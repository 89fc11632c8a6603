import 'reflect-metadata';
import type { FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { answerOf, DomainError, refusalOf, type DomainErrorCode } from './domain-error';
import { HttpExceptionFilter } from './http-exception.filter';
import { REFUSALS } from '../refusals';

/** Every code's answer, written out (the mapped type makes the compiler name a code missing here): the status and the Russian text the API gave before codes existed. */
const ANSWERS: { [C in DomainErrorCode]: [number, string] } = {
  not_registered: [403, 'Пользователь не зарегистрирован'],
  account_blocked: [403, 'Ваш аккаунт заблокирован'],
  forbidden: [403, 'Доступ запрещён'],
  appointment_not_found: [404, 'Запись не найдена'],
  appointment_cancelled: [409, 'Запись уже отменена'],
  appointment_finished: [409, 'Запись уже завершена'],
  appointment_started: [422, 'Запись уже началась: изменить её нельзя'],
  appointment_changed: [409, 'Запись только что изменилась, обновите страницу'],
  cancel_cutoff_passed: [
    422,
    'Отменить или перенести запись можно не позднее чем за 3 ч до начала. Свяжитесь с мастером: +79161112233',
  ],
  slot_taken: [409, 'Это время уже занято'],
  slot_unavailable: [422, 'Это время недоступно для записи'],
  phone_required: [422, 'Укажите номер телефона в профиле'],
  invitation_not_found: [404, 'Неверная ссылка приглашения'],
  invitation_not_awaiting_decision: [422, 'Неверная ссылка приглашения'],
  already_member: [409, 'Пользователь уже состоит в организации с этой ролью'],
  deposit_state: [409, 'Предоплату в этом состоянии так отметить нельзя'],
  search_timeout: [503, 'Поиск занял слишком много времени. Уточните запрос (меньше слов или фильтр) и повторите'],
  review_not_a_visit: [
    422,
    'Нельзя оставить отзыв о записи, которая не состоялась: предоплата не была внесена или время уже заняли',
  ],
  review_own_business: [
    403,
    'Нельзя оставить отзыв о своём бизнесе: его владелец, администраторы и мастера отзывы не пишут',
  ],
  rrule_invalid: [422, 'Правило повторения: неверная часть UNTIL'],
  support_conversation_not_found: [404, 'Обращение не найдено'],
  support_business_not_found: [404, 'Бизнес не найден'],
  support_manager_needs_enterprise: [422, 'Персональный менеджер есть только на тарифе Enterprise'],
  support_manager_not_registered: [422, 'Пользователь с таким Telegram ID не зарегистрирован'],
  move_into_past: [422, 'Нельзя перенести запись на прошедшее время'],
  review_not_found: [404, 'Отзыв не найден'],
  review_no_client: [422, 'У записи нет зарегистрированного клиента: отзыв к ней оставить нельзя'],
  review_not_your_booking: [403, 'Оставить отзыв может только клиент этой записи'],
  review_already_written: [409, 'Отзыв об этой записи уже оставлен'],
  review_edit_window_passed: [422, 'Изменить отзыв можно только в течение 7 дней после его написания'],
  review_view_forbidden: [403, 'Этот отзыв вам недоступен'],
  review_not_author: [403, 'Изменить или удалить отзыв может только его автор'],
  review_cancelled: [422, 'Нельзя оставить отзыв об отменённой записи'],
  review_no_show: [422, 'Нельзя оставить отзыв о визите, который не состоялся'],
  review_not_ended: [422, 'Отзыв можно оставить только после окончания визита'],
  review_too_late: [422, 'Отзыв можно оставить в течение 30 дней после визита'],
  review_reply_forbidden: [403, 'Ответить на отзыв может только мастер или администратор организации'],
  review_already_reported: [409, 'Вы уже пожаловались на этот отзыв'],
  review_cursor_invalid: [422, 'Некорректный курсор'],
  link_invalid: [404, 'Некорректная ссылка'],
  master_not_found: [404, 'Мастер не найден'],
  organization_not_found: [404, 'Организация не найдена'],
  already_registered: [409, 'Пользователь уже зарегистрирован'],
  invitation_id_not_found: [404, 'Приглашение не найдено'],
  invitation_not_cancellable: [422, 'Ошибка при отмене приглашения'],
  own_invitation: [422, 'Владелец не может принять собственное приглашение'],
  api_key_invalid: [401, 'Неверный или отозванный API-ключ'],
  api_key_route: [403, 'Этот метод недоступен по API-ключу'],
  api_key_scope: [403, 'У API-ключа нет права на запись'],
  api_key_not_found: [404, 'API-ключ не найден'],
  integrations_owner_only: [403, 'API-ключами и вебхуками управляет владелец бизнеса'],
  webhook_not_found: [404, 'Вебхук не найден'],
  webhook_url_unsafe: [422, 'Адрес вебхука ведёт во внутреннюю сеть: нужен публичный адрес'],
  template_placeholder_unknown: [
    422,
    'Неизвестная подстановка {name}. Можно: {client_name}, {master_name}, {service}, {date}, {time}, {address}, {business_name}, {price}',
  ],
  template_brace_unclosed: [422, 'Фигурная скобка без пары (символ 7): подстановка пишется как {client_name}'],
  template_too_long: [
    422,
    'С самыми длинными именами и адресом текст займёт 5000 символов, а Telegram пропускает не больше 4096',
  ],
  block_not_found: [404, 'Блокировка не найдена'],
  block_occurrence_not_found: [404, 'В серии нет повторения с таким началом'],
  override_not_found: [404, 'Для этой даты нет особого расписания'],
  block_series_not_found: [404, 'Серия блокировок не найдена'],
  service_not_found: [404, 'Услуга не найдена'],
  payment_not_found: [404, 'Платёж не найден'],
  payment_already_refunded: [409, 'Платёж уже возвращён'],
  plans_disabled: [422, 'Оплата тарифов на этом сервере отключена: все возможности доступны бесплатно'],
  plan_required: [403, 'Доступно на тарифе Pro'],
  plan_already_active: [409, 'Тариф Pro уже подключён'],
  masters_limit: [422, 'На тарифе Basic — не больше 5 мастеров'],
  calendar_sync_off: [422, 'Интеграция с календарями не настроена'],
  calendar_google_off: [422, 'Google Календарь не настроен на сервере: нет GOOGLE_CLIENT_ID и GOOGLE_CLIENT_SECRET'],
  calendar_login_failed: [422, 'Не удалось войти в календарь: 401 Unauthorized'],
  calendar_address_refused: [422, 'Нужен адрес https://'],
  calendar_connection_not_found: [404, 'Подключение календаря не найдено'],
  calendar_not_listed: [422, 'В этом аккаунте нет календаря x'],
  calendar_oauth_state: [
    400,
    'Ссылка подключения устарела или уже использована. Начните подключение заново в приложении.',
  ],
  session_not_found: [404, 'Занятие не найдено'],
  session_full: [409, 'Мест нет'],
  session_cancelled: [409, 'Занятие отменено'],
  session_started: [422, 'Занятие уже началось'],
  session_seat_held: [409, 'Вы уже записаны на это занятие'],
  session_capacity_below_taken: [422, 'Мест не может быть меньше, чем уже занято'],
  session_needs_group_service: [
    422,
    'Занятия проводятся по групповой услуге: укажите у услуги число мест больше одного',
  ],
  session_required: [422, 'Это групповое занятие: выберите занятие в расписании'],
  deep_link_unavailable: [409, 'Deep link недоступен или некорректный'],
  too_many_requests: [429, 'Слишком много запросов, попробуйте позже'],
  self_booking: [422, 'Нельзя записаться к самому себе'],
  same_time: [422, 'Запись уже назначена на это время'],
  manual_too_early: [422, 'Нельзя записать на время раньше, чем сутки назад'],
  manual_too_late: [422, 'Нельзя записать больше чем на год вперёд'],
  visit_not_started: [422, 'Отметить визит можно только после начала записи'],
  idempotency_key_reused: [
    422,
    'Этот ключ идемпотентности уже использован для записи к другому мастеру, на другую услугу или время',
  ],
  per_master_limit: [
    422,
    'Нельзя иметь больше 3 предстоящих записей к одному мастеру: отмените одну из них, чтобы записаться снова',
  ],
  per_client_limit: [422, 'Нельзя иметь больше 10 предстоящих записей: отмените одну из них, чтобы записаться снова'],
  series_rule: [
    422,
    'Повторение записи задано неверно (COUNT): можно каждые 1–8 недель, от 2 до 12 визитов или до даты не позже чем через полгода',
  ],
  series_deposit: [
    422,
    'Повторяющиеся визиты на услугу с предоплатой недоступны: запишитесь на каждый визит отдельно, чтобы оплатить его',
  ],
  series_conflict: [409, 'Часть времени серии уже занята или недоступна: ничего не записано'],
  series_client_incomplete: [422, 'Укажите и имя, и телефон клиента'],
  deposit_invoice_failed: [503, 'Не удалось выставить счёт: попробуйте записаться ещё раз'],
  payments_off: [422, 'Приём оплаты не подключён'],
  deposit_needs_price: [422, 'Предоплата в процентах считается от цены: укажите цену услуги'],
  deposit_below_minimum: [422, 'Предоплата должна быть не меньше 100 ₽'],
  deposit_above_price: [422, 'Предоплата не может быть больше цены услуги'],
  template_kind_not_found: [404, 'Нет такого уведомления'],
  online_booking_paused: [
    409,
    'Онлайн-запись к этому мастеру временно недоступна. Запишитесь по телефону: +79160000001',
  ],
  records_limit: [422, 'На тарифе Basic — не больше 100 записей в месяц'],
  plan_invoice_failed: [503, 'Не удалось создать счёт в Telegram, попробуйте ещё раз'],
  plan_cancel_failed: [503, 'Не удалось отменить продление в Telegram, попробуйте ещё раз'],
  plan_refund_failed: [503, 'Telegram не вернул платёж'],
  calendar_masters_only: [403, 'Календари подключают мастера'],
  session_start_in_past: [422, 'Нельзя назначить занятие на прошедшее время'],
  session_conflict: [409, 'В это время у мастера уже есть записи'],
  role_exists: [409, 'Эта роль уже есть у пользователя'],
  role_not_addable: [422, 'Эту роль нельзя добавить'],
  role_not_held: [404, 'У пользователя нет этой роли'],
  admin_role_not_removable: [422, 'Роль супер админа задаётся в настройках и не удаляется'],
  primary_role_not_removable: [422, 'Основную роль удалить нельзя'],
  organization_required: [422, 'У вас нет организации'],
  init_data_invalid: [401, 'Недействительные данные Telegram'],
  init_data_expired: [401, 'Данные Telegram устарели, откройте приложение заново'],
  telegram_user_missing: [401, 'Ошибка: нет данных Telegram пользователя'],
  feed_masters_only: [403, 'Ссылка на календарь доступна только специалистам'],
  feed_not_found: [404, 'Календарь не найден: ссылка устарела или была заменена'],
  ics_link_expired: [404, 'Ссылка на файл устарела: откройте запись и скачайте файл снова'],
  client_not_found: [404, 'Клиент не найден'],
  client_cursor_invalid: [422, 'Некорректный курсор'],
  export_busy: [429, 'Слишком много файлов в очереди: дождитесь готовых и попробуйте снова'],
  export_not_found: [404, 'Экспорт не найден'],
  export_link_expired: [404, 'Ссылка на файл устарела или неверна: запросите файл заново'],
  export_pdf_report_only: [422, 'PDF доступен только для отчёта'],
  export_range_required: [422, 'Укажите период: from и to'],
  export_date_invalid: [422, 'Дата должна быть в формате ГГГГ-ММ-ДД'],
  error_log_too_large: [413, 'Слишком большой запрос'],
  organization_exists: [409, 'У вас уже есть организация'],
  min_participants_invalid: [422, 'Минимум участников: целое число от 2 до числа мест'],
  statistics_forbidden: [403, 'Статистика доступна владельцу и администраторам организации и мастерам'],
  client_base_forbidden: [403, 'Клиентская база доступна владельцу и администраторам организации и мастерам'],
  digest_forbidden: [403, 'Еженедельная сводка доступна владельцу организации и частному мастеру'],
  statistics_not_your_master: [403, 'Мастер может смотреть только свою статистику'],
  statistics_master_not_found: [404, 'Мастер не найден в организации'],
  report_range_reversed: [422, 'Дата окончания раньше даты начала'],
  report_range_too_long: [422, 'Период не должен превышать 366 дней'],
  webhook_off: [404, 'Не найдено'],
  webhook_secret_invalid: [401, 'Неверный секретный токен вебхука'],
  webhook_update_invalid: [400, 'Некорректный запрос'],
  webhook_update_failed: [503, 'Внутренняя ошибка сервера'],
  user_not_found: [404, 'Пользователь не найден'],
  cannot_block_self: [422, 'Нельзя заблокировать самого себя'],
  waitlist_duplicate: [409, 'Вы уже в листе ожидания к этому мастеру на эти дни'],
  waitlist_entry_not_found: [404, 'Запись в листе ожидания не найдена'],
  waitlist_self: [422, 'Нельзя встать в лист ожидания к самому себе'],
  waitlist_range_reversed: [422, 'Дата окончания раньше даты начала'],
  waitlist_range_too_long: [422, 'Диапазон не должен превышать 31 день'],
  waitlist_dates_past: [422, 'Нельзя выбрать прошедшие даты'],
  waitlist_beyond_horizon: [422, 'Мастер ещё не открыл запись на эти даты'],
  waitlist_too_many: [422, 'Можно ждать не больше 20 записей одновременно: выйдите из какого-нибудь листа ожидания'],
};

/** The values each valued code is answered with above. */
const VALUES: Partial<Record<DomainErrorCode, object>> = {
  cancel_cutoff_passed: { hours: 3, phone: '+79161112233' },
  rrule_invalid: { part: 'UNTIL' },
  plan_required: { plan: 'pro' },
  plan_already_active: { plan: 'pro' },
  masters_limit: { plan: 'basic', limit: 5 },
  webhook_url_unsafe: { reason: 'not_public' },
  template_placeholder_unknown: { name: 'name' },
  template_brace_unclosed: { at: 7 },
  template_too_long: { length: 5000 },
  calendar_login_failed: { reason: '401 Unauthorized' },
  calendar_address_refused: { reason: 'Нужен адрес https://' },
  calendar_not_listed: { id: 'x' },
  online_booking_paused: { phone: '+79160000001' },
  records_limit: { online: false, phone: null, plan: 'basic', limit: 100 },
  per_master_limit: { limit: 3 },
  per_client_limit: { limit: 10 },
  series_rule: { part: 'COUNT' },
  series_conflict: { conflicts: ['2026-12-01T10:00:00+03:00'], nothing_free: false },
  session_conflict: { conflicts: [7], sessions: [] },
};

/** What a code's answer carries beside its detail and code (the times or bookings in the way). */
const BODIES: Partial<Record<DomainErrorCode, object>> = {
  series_rule: { part: 'COUNT' },
  series_conflict: { conflicts: ['2026-12-01T10:00:00+03:00'] },
  session_conflict: { conflicts: [7], sessions: [] },
};

const errorOf = (code: DomainErrorCode): DomainError =>
  new (DomainError as unknown as new (code: DomainErrorCode, values?: object) => DomainError)(code, VALUES[code]);

describe('domain errors', () => {
  const filter = new HttpExceptionFilter(REFUSALS);
  const req = { method: 'POST', url: '/api/x' } as FastifyRequest;
  const codes = Object.keys(ANSWERS) as DomainErrorCode[];

  it.each(codes)('%s: its status and detail, plus the code, leave the API through the filter', (code) => {
    const [status, detail] = ANSWERS[code];
    const answer = filter.toResponse(errorOf(code), req);
    expect(answer).toEqual({ status, body: { detail, code, ...BODIES[code] } });
    // the same bytes as before, the code added after the detail
    expect(JSON.stringify(answer.body)).toBe(JSON.stringify({ detail, code, ...BODIES[code] }));
  });

  it('the month full of records: a client hears only to call, staff hear the plan; a series with no free time says so', () => {
    const online = new DomainError('records_limit', { online: true, phone: '+79160000001', plan: 'basic', limit: 100 });
    expect(answerOf(REFUSALS, online)).toEqual({
      status: 422,
      body: {
        detail: 'Онлайн-запись к этому мастеру временно недоступна. Запишитесь по телефону: +79160000001',
        code: 'records_limit',
      },
    });
    const none = new DomainError('series_conflict', { conflicts: [], nothing_free: true });
    expect(answerOf(REFUSALS, none).body).toEqual({
      detail: 'Ни одно время серии не свободно: ничего не записано',
      code: 'series_conflict',
      conflicts: [],
    });
  });

  it('the cutoff speaks of "only before the start" at 0 hours, and of the master without a phone', () => {
    const e = new DomainError('cancel_cutoff_passed', { hours: 0, phone: null });
    expect(answerOf(REFUSALS, e).body.detail).toBe(
      'Отменить или перенести запись можно только до её начала. Свяжитесь с мастером.',
    );
  });

  it("a booking overlap the database refused answers as a taken time, with the taken time's code", () => {
    const overlap = new QueryFailedError('INSERT', [], Object.assign(new Error('exclusion'), { code: '23P01' }));
    expect(filter.toResponse(overlap, req)).toEqual({
      status: 409,
      body: { detail: 'Это время уже занято', code: 'slot_taken' },
    });
  });

  it('refusalOf turns the listed codes into data with their values, and lets every other error through', async () => {
    const cutoff = () => Promise.reject(errorOf('cancel_cutoff_passed'));
    await expect(refusalOf(['cancel_cutoff_passed'], cutoff)).resolves.toEqual({
      ok: false,
      reason: 'cancel_cutoff_passed',
      hours: 3,
      phone: '+79161112233',
    });
    await expect(refusalOf(['slot_taken'], () => Promise.reject(errorOf('forbidden')))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(refusalOf(['slot_taken'], () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await expect(refusalOf(['slot_taken'], () => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });
});

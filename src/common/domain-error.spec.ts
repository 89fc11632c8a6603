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
    expect(answer).toEqual({ status, body: { detail, code } });
    // the same bytes as before, the code added at the end
    expect(JSON.stringify(answer.body)).toBe(`${JSON.stringify({ detail }).slice(0, -1)},"code":"${code}"}`);
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

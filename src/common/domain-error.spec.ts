import 'reflect-metadata';
import type { FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { DomainError, refusalOf, type DomainErrorCode } from './domain-error';
import { HttpExceptionFilter } from './http-exception.filter';

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

const errorOf = (code: DomainErrorCode): DomainError =>
  code === 'cancel_cutoff_passed'
    ? new DomainError('cancel_cutoff_passed', { hours: 3, phone: '+79161112233' })
    : code === 'rrule_invalid'
      ? new DomainError('rrule_invalid', { part: 'UNTIL' })
      : new DomainError(code);

describe('domain errors', () => {
  const filter = new HttpExceptionFilter();
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
    expect(e.toResponse().detail).toBe(
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

import { ConflictException, UnprocessableEntityException } from '@nestjs/common';

/** Russian texts of the repeating-visit routes (`detail`). */
export const SERIES_MSG = {
  rule: (part: string) =>
    `Повторение записи задано неверно (${part}): можно каждые 1–8 недель, от 2 до 12 визитов или до даты не позже чем через полгода`,
  deposit:
    'Повторяющиеся визиты на услугу с предоплатой недоступны: запишитесь на каждый визит отдельно, чтобы оплатить его',
  conflict: 'Часть времени серии уже занята или недоступна: ничего не записано',
  nothingFree: 'Ни одно время серии не свободно: ничего не записано',
  clientIncomplete: 'Укажите и имя, и телефон клиента',
  seriesNotFound: 'Серия записей не найдена',
  rruleInvalid: 'Правило повторения: строка до 200 символов, например FREQ=WEEKLY;INTERVAL=1;COUNT=6',
  onConflictInvalid: 'on_conflict может быть только skip или fail',
} as const;

/** 422 naming the part of the rule that is refused (FREQ, INTERVAL, COUNT, UNTIL, BYDAY, …). */
export const seriesRuleRefusal = (part: string) =>
  new UnprocessableEntityException({ detail: SERIES_MSG.rule(part), code: 'series_rule', part });

/** 422: a service with a deposit is booked one visit at a time (each visit is paid on its own). */
export const seriesDepositRefusal = () =>
  new UnprocessableEntityException({ detail: SERIES_MSG.deposit, code: 'series_deposit' });

/**
 * 422: the visits would pass the business's records for a month, so none is written. The text is the one a
 * single booking past the month gets (a client hears only that online booking is paused, staff the plan).
 */
export const seriesRecordsRefusal = (detail: string) =>
  new UnprocessableEntityException({ detail, code: 'records_limit' });

/** 409: with on_conflict "fail" some times are not free, and nothing was written; `conflicts` lists them. */
export const seriesConflict = (conflicts: string[], nothingFree = false) =>
  new ConflictException({
    detail: nothingFree ? SERIES_MSG.nothingFree : SERIES_MSG.conflict,
    code: 'series_conflict',
    conflicts,
  });

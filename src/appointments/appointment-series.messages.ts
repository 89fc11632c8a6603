import { DomainError } from '../common/domain-error';

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
export const seriesRuleRefusal = (part: string) => new DomainError('series_rule', { part });

/** 422: a service with a deposit is booked one visit at a time (each visit is paid on its own). */
export const seriesDepositRefusal = () => new DomainError('series_deposit');

/** 409: with on_conflict "fail" some times are not free, and nothing was written; `conflicts` lists them. */
export const seriesConflict = (conflicts: string[], nothingFree = false) =>
  new DomainError('series_conflict', { conflicts, nothing_free: nothingFree });

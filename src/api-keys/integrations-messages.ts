import type { DomainErrorValues } from '../common/domain-error.contract';

/** The Russian answers of API keys and webhooks. */
export const INTEGRATIONS_MSG = {
  keyInvalid: 'Неверный или отозванный API-ключ',
  keyRoute: 'Этот метод недоступен по API-ключу',
  keyScope: 'У API-ключа нет права на запись',
  keyNotFound: 'API-ключ не найден',
  ownerOnly: 'API-ключами и вебхуками управляет владелец бизнеса',
  webhookNotFound: 'Вебхук не найден',
} as const;

const UNSAFE: Record<DomainErrorValues['webhook_url_unsafe']['reason'], string> = {
  invalid: 'Неверный адрес вебхука',
  not_https: 'Адрес вебхука должен начинаться с https://',
  not_resolved: 'Адрес вебхука не найден в DNS',
  not_public: 'Адрес вебхука ведёт во внутреннюю сеть: нужен публичный адрес',
};

export const unsafeUrl = (reason: DomainErrorValues['webhook_url_unsafe']['reason']): string => UNSAFE[reason];

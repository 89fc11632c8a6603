import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { MSG } from '../common/messages';
import { fieldError, validationError } from '../common/field-error';
import { ErrorLog } from './entities/error-log.entity';

export const LOG_CAPS = { message: 2000, stack: 8000, other: 2000, telegramId: 64 };

/** Text for a value JSON cannot write (a bigint, a cycle, a function): bigints as digits, else its tag. */
function plainText(value: unknown): string {
  return typeof value === 'bigint' ? value.toString() : Object.prototype.toString.call(value);
}

/** Any value as capped text: strings as they are, everything else as JSON; empty -> null. */
export function capText(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? plainText(value);
    } catch {
      text = plainText(value);
    }
  }
  // Postgres text cannot hold NUL
  text = text.replaceAll('\0', '');
  if (text === '') return null;
  return text.length > max ? text.slice(0, max) : text;
}

/** An HTTP status as reported: an int in a sane range, else null. */
function toStatus(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999 ? n : null;
}

/** Client-side error reports. A report never fails the client: storage errors are only logged here. */
@Injectable()
export class LogsService {
  private readonly logger = new Logger('ErrorLog');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(body: unknown, identity: TelegramIdentity | undefined): Promise<{ ok: true }> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw validationError(['body'], MSG.badRequest);
    }
    const b = body as Record<string, unknown>;
    const message = capText(b.message, LOG_CAPS.message);
    if (message === null || message.trim() === '') {
      throw fieldError('message', MSG.logMessageRequired);
    }
    const row: Partial<ErrorLog> = {
      // only init data proves who reported; the body's id is kept as the text it was
      telegramId: identity?.id ?? null,
      reportedTelegramId: capText(b.telegram_id, LOG_CAPS.telegramId),
      message,
      context: capText(b.context, LOG_CAPS.other),
      stack: capText(b.stack, LOG_CAPS.stack),
      response: capText(b.response, LOG_CAPS.other),
      status: toStatus(b.status),
      url: capText(b.url, LOG_CAPS.other),
      clientTimestamp: capText(b.timestamp, LOG_CAPS.other),
    };
    try {
      await this.db.getRepository(ErrorLog).insert(row);
    } catch (e) {
      this.logger.warn(`error report not stored: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { ok: true };
  }
}

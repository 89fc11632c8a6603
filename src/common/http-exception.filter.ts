import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, DomainError, type RefusalTable } from './domain-error';
import { MSG } from './messages';

/** Postgres error codes we answer with a 409 rather than a 500 (an exclusion violation: the time is taken). */
const CONFLICT_CODES: Record<string, (refusals: RefusalTable) => Record<string, unknown>> = {
  '23505': () => ({ detail: MSG.conflict }),
  '23P01': (refusals) => ({ ...answerOf(refusals, new DomainError('slot_taken')).body }),
};

export interface SpaFallback {
  /** Serves index.html for a GET of a non-API path that matched no route; false when not served. */
  (req: FastifyRequest, reply: FastifyReply): boolean;
}

/** Every error leaves the API as `{"detail": ...}` (a domain refusal adds its `code`); unknown errors as a
 *  500 with a correlation id. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  /** `refusals`: how the app words every domain refusal (src/refusals.ts). */
  constructor(
    private readonly refusals: RefusalTable,
    private readonly spaFallback?: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const { status, body } = this.toResponse(exception, req);
    if (status === 404 && this.spaFallback && this.spaFallback(req, reply)) return;
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  toResponse(exception: unknown, req: FastifyRequest): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) {
      const { status, body } = answerOf(this.refusals, exception as DomainError);
      return { status, body: { ...body } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      if (typeof res === 'object' && res !== null && 'detail' in res) return { status, body: res };
      return { status, body: { detail: defaultDetail(status, typeof res === 'string' ? res : undefined) } };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception as QueryFailedError & { code?: string }).code ?? '';
      if (CONFLICT_CODES[code]) return { status: 409, body: CONFLICT_CODES[code](this.refusals) };
      // class 22 (data exception: value too long, out of range, bad text for a number...) is the
      // client's input the validation let through: a 422, not a server failure
      if (code.startsWith('22')) {
        this.logger.warn(`${req.method} ${req.url}: data exception ${code} ${exception.message}`);
        return { status: 422, body: { detail: MSG.invalidValue } };
      }
    }
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { status: fastifyStatus, body: { detail: defaultDetail(fastifyStatus) } };
    }
    const errorId = randomUUID();
    this.logger.error(
      `${errorId} ${req.method} ${req.url}: ${exception instanceof Error ? exception.stack : String(exception)}`,
    );
    return { status: 500, body: { detail: MSG.internal, error_id: errorId } };
  }
}

export function defaultDetail(status: number, message?: string): string {
  switch (status as HttpStatus) {
    case HttpStatus.NOT_FOUND:
      return MSG.notFound;
    case HttpStatus.UNAUTHORIZED:
      return MSG.initDataInvalid;
    case HttpStatus.FORBIDDEN:
      return MSG.forbidden;
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return MSG.bodyTooLarge;
    case HttpStatus.TOO_MANY_REQUESTS:
      return MSG.tooManyRequests;
    case HttpStatus.CONFLICT:
      return MSG.conflict;
    default:
      return status < 500 ? (message && /[а-яё]/i.test(message) ? message : MSG.badRequest) : MSG.internal;
  }
}

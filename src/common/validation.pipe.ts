import { ArgumentMetadata, HttpStatus, UnprocessableEntityException, ValidationError, ValidationPipe } from '@nestjs/common';
import { MSG } from './messages';

export interface FieldError {
  loc: (string | number)[];
  msg: string;
}

class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super('validation failed');
  }
}

function flatten(errors: ValidationError[], path: (string | number)[] = []): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const loc = [...path, /^\d+$/.test(e.property) ? Number(e.property) : e.property];
    if (e.constraints) {
      const msgs = Object.entries(e.constraints);
      // whitelist violations speak English in class-validator; say it in the spec's language
      const [key, msg] = msgs[0];
      out.push({ loc, msg: key === 'whitelistValidation' ? 'Неизвестное поле' : msg });
    }
    if (e.children?.length) out.push(...flatten(e.children, loc));
  }
  return out;
}

/**
 * The one global pipe: whitelist, forbid unknown fields, transform. Failures become
 * 422 `{"detail": [{"loc": ["body", "phone"], "msg": "Неверный формат номера телефона"}]}`.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      errorHttpStatusCode: HttpStatus.UNPROCESSABLE_ENTITY,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new FieldErrors(flatten(errors)),
    });
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new UnprocessableEntityException({ detail: [{ loc: ['body'], msg: MSG.badRequest }] });
      }
    }
    try {
      return await super.transform(value, metadata);
    } catch (e) {
      if (e instanceof FieldErrors) {
        const where = metadata.type === 'param' ? 'path' : metadata.type;
        throw new UnprocessableEntityException({
          detail: e.errors.map((f) => ({ loc: [where, ...f.loc], msg: f.msg })),
        });
      }
      throw e;
    }
  }
}

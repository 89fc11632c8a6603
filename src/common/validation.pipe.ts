import { ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { fieldErrors, validationError, type FieldErrorEntry } from './field-error';
import { MSG } from './messages';
import { memoizeValidationMetadata } from './validation-metadata-cache';

export type FieldError = FieldErrorEntry;

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

/** PostgreSQL text cannot hold U+0000: find it (in values or keys) before it reaches a query. */
export function findNul(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], [...path, i], depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return [...path, k];
    const hit = findNul(v, [...path, k], depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** Deepest nesting a body may have: our payloads are 2-3 levels; deeper JSON only overflows the stack. */
export const MAX_BODY_DEPTH = 32;

/** True when `value` nests deeper than `max` (iterative: a 30 000-level array must not recurse). */
function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A query DTO may read a valid query itself, for a hot route: its static `fromQuery` returns the DTO when the
 * class's rules would surely accept the query as it is, with the same values (only fields of the class, each
 * a string they take), else null; then the rules judge it as on any other route, so every refusal stays
 * theirs. It spares class-transformer and class-validator on every request.
 */
export interface FastQueryDto {
  fromQuery(value: object): object | null;
}

const fastQuery = (metatype: unknown): FastQueryDto['fromQuery'] | undefined =>
  typeof metatype === 'function' && 'fromQuery' in metatype
    ? (metatype as unknown as FastQueryDto).fromQuery.bind(metatype)
    : undefined;

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
    memoizeValidationMetadata();
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if ((metadata.type === 'body' || metadata.type === 'query') && tooDeep(value, MAX_BODY_DEPTH)) {
      throw validationError([metadata.type], MSG.badRequest);
    }
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const where = metadata.type === 'param' ? 'path' : metadata.type;
      const inside = metadata.type === 'body' || !metadata.data ? [] : [metadata.data];
      const hit = findNul(value, inside);
      if (hit) throw validationError([where, ...hit], MSG.invalidCharacter);
    }
    // a named string in the path or query (`@Param('link') link: string`) is what the base class would return
    // for it (transformPrimitive), without its asynchronous round
    if (
      (metadata.type === 'param' || metadata.type === 'query') &&
      metadata.data &&
      metadata.metatype === String &&
      typeof value === 'string'
    ) {
      return value;
    }
    const fromQuery =
      metadata.type === 'query' && value !== null && typeof value === 'object' && fastQuery(metadata.metatype);
    if (fromQuery) {
      const read = fromQuery(value);
      if (read) return read;
    }
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw validationError(['body'], MSG.badRequest);
      }
    }
    try {
      return await super.transform(value, metadata);
    } catch (e) {
      if (e instanceof FieldErrors) {
        const where = metadata.type === 'param' ? 'path' : metadata.type;
        throw fieldErrors(e.errors.map((f) => ({ loc: [where, ...f.loc], msg: f.msg })));
      }
      throw e;
    }
  }
}

import { fieldErrors, validationError, type FieldErrorEntry } from '../common/field-error';
import { MSG } from '../common/messages';
import { findNul } from '../common/validation.pipe';
import { REVIEWS_LIMIT_MAX } from './dto/review.dto';
import { REVIEW_MSG } from './review-messages';
import type { ReviewListQuery } from './reviews.contract';

const FIELDS = new Set(['cursor', 'limit']);

/**
 * A public reviews list's query string read as the global validation pipe reads it into ReviewListQueryDto,
 * for the plain Fastify routes (no class-transformer, no class-validator): the same 422s with the same
 * `{"detail": [{loc, msg}]}` in the same order (a NUL character alone; else unknown fields, then the cursor,
 * then the limit).
 */
export function readReviewListQuery(query: Record<string, unknown>): ReviewListQuery {
  const nul = findNul(query);
  if (nul) throw validationError(['query', ...nul], MSG.invalidCharacter);
  const errors: FieldErrorEntry[] = [];
  for (const key of Object.keys(query)) {
    if (!FIELDS.has(key)) errors.push({ loc: ['query', key], msg: 'Неизвестное поле' });
  }
  const { cursor, limit } = query;
  if (cursor != null && typeof cursor !== 'string') {
    errors.push({ loc: ['query', 'cursor'], msg: REVIEW_MSG.cursorInvalid });
  }
  // a number only as digits (padded with spaces or not), as the DTO's transform reads one
  const n = typeof limit === 'string' && /^\d{1,10}$/.test(limit.trim()) ? Number(limit.trim()) : NaN;
  if (limit != null && !(n >= 1 && n <= REVIEWS_LIMIT_MAX)) {
    errors.push({ loc: ['query', 'limit'], msg: REVIEW_MSG.limitInvalid });
  }
  if (errors.length > 0) throw fieldErrors(errors);
  return { cursor: cursor as string | undefined, limit: limit == null ? undefined : n };
}

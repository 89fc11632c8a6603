import { UnprocessableEntityException } from '@nestjs/common';

/** 422 in the shape of a validation error, for rules only the database can answer
 *  (a deep link taken, a phone missing from both the form and the profile). */
export function fieldError(field: string, msg: string): UnprocessableEntityException {
  return new UnprocessableEntityException({ detail: [{ loc: ['body', field], msg }] });
}

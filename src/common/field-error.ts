import { UnprocessableEntityException } from '@nestjs/common';

/** One entry of a validation error's `detail` list: where (["body", "phone"], ["query", "to"]) and what. */
export interface FieldErrorEntry {
  loc: (string | number)[];
  msg: string;
}

/** 422 in the shape of a validation error (`{"detail": [{loc, msg}, …]}`): the one place that makes it, for
 *  the validation pipe and for rules only a service or the database can answer. A refusal of a request that
 *  is no field's is a DomainError instead. */
export function fieldErrors(errors: FieldErrorEntry[]): UnprocessableEntityException {
  return new UnprocessableEntityException({ detail: errors });
}

/** 422 at one place: `loc` as the validation names it. */
export const validationError = (loc: (string | number)[], msg: string): UnprocessableEntityException =>
  fieldErrors([{ loc, msg }]);

/** 422 on one body field (a deep link taken, a phone missing from both the form and the profile). */
export const fieldError = (field: string, msg: string): UnprocessableEntityException =>
  validationError(['body', field], msg);

import { UnprocessableEntityException } from '@nestjs/common';

/** 422 with the spec's error body: { "detail": <Russian text> }. */
export const unprocessable = (detail: string) => new UnprocessableEntityException({ detail });

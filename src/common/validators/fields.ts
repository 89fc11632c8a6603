import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MSG } from '../messages';
import { IsLooseEmail } from './email';
import { IsRuPhone } from './phone';
import { Trim, TrimToNull } from './transforms';

// Composite rules for fields many forms share. applyDecorators runs them in the order listed, the
// reverse of stacking, so the first message a client sees stays the same as with stacked decorators.

/** Optional free text: trimmed, empty -> null, at most `max` characters. */
export const OptionalText = (max: number, message: string = MSG.textTooLong) =>
  applyDecorators(IsString({ message }), IsOptional(), MaxLength(max, { message }), TrimToNull());

/** Optional email (a loose pattern: an unusual but real address is never refused): trimmed, empty -> null. */
export const OptionalEmail = () => applyDecorators(IsLooseEmail(), IsOptional(), TrimToNull());

/** Optional phone (libphonenumber, default RU): trimmed, empty -> null. */
export const OptionalPhone = () => applyDecorators(IsRuPhone(), IsOptional(), TrimToNull());

/** Required phone (libphonenumber, default RU). */
export const RequiredPhone = () => applyDecorators(IsRuPhone(), Trim());

import { registerDecorator, ValidationOptions } from 'class-validator';
import { phoneE164 } from '../contact-rules';
import { MSG } from '../messages';

/** How many phone texts normalizePhone remembers (a client's stored phone is read again on each booking). */
const REMEMBERED_PHONES = 4096;
const remembered = new Map<string, string | null>();

/**
 * A real phone number in international format; a local number is read as Russian (default RU). The
 * answer for a text is remembered (a bounded set, the oldest forgotten first): libphonenumber's reading
 * costs about a tenth of a millisecond, and a booking reads the client's stored phone each time.
 */
export function normalizePhone(raw: string): string | null {
  const known = remembered.get(raw);
  if (known !== undefined) return known;
  const e164 = phoneE164(raw);
  if (typeof raw === 'string') {
    if (remembered.size >= REMEMBERED_PHONES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(raw, e164);
  }
  return e164;
}

export function IsRuPhone(options?: ValidationOptions): PropertyDecorator {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name: 'isRuPhone',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.phoneInvalid, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && normalizePhone(value) !== null },
    });
  };
}

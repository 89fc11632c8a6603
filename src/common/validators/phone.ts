import { registerDecorator, ValidationOptions } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MSG } from '../messages';

/** A real phone number in international format; a local number is read as Russian (default RU). */
export function normalizePhone(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 32) return null;
  const parsed = parsePhoneNumberFromString(raw, 'RU');
  return parsed && parsed.isValid() ? parsed.number : null;
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

import { registerDecorator, ValidationOptions } from 'class-validator';
import { phoneE164 } from '../contact-rules';
import { MSG } from '../messages';

/** A real phone number in international format; a local number is read as Russian (default RU). */
export const normalizePhone = phoneE164;

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

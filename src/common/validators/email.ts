import { registerDecorator, ValidationOptions } from 'class-validator';
import { MSG } from '../messages';

/** The spec's basic pattern: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function IsLooseEmail(options?: ValidationOptions): PropertyDecorator {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name: 'isLooseEmail',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.emailInvalid, ...options },
      validator: { validate: isEmail },
    });
  };
}

import { registerDecorator, ValidationOptions } from 'class-validator';
import { MSG } from '../messages';

/** Deep link: at least 3, at most 64 lowercase Latin letters, digits and hyphens. */
export const DEEP_LINK_PATTERN = /^[a-z0-9-]{3,64}$/;

export function isDeepLink(value: unknown): value is string {
  return typeof value === 'string' && DEEP_LINK_PATTERN.test(value);
}

export function IsDeepLink(options?: ValidationOptions): PropertyDecorator {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name: 'isDeepLink',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: MSG.deepLinkUnavailable, ...options },
      validator: { validate: isDeepLink },
    });
  };
}

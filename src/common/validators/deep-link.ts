import { registerDecorator, ValidationOptions } from 'class-validator';
import { isDeepLink } from '../../deep-links/link-grammar';
import { MSG } from '../messages';

/** A chosen deep link (deep-links/link-grammar.ts: 3 to 64 lowercase Latin letters, digits, hyphens). */
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

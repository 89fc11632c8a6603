import { registerDecorator, ValidationOptions } from 'class-validator';
import { isEmail } from '../contact-rules';
import { MSG } from '../messages';

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

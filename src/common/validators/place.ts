import { applyDecorators } from '@nestjs/common';
import { registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';

/** What a refused point says (Russian, like every `detail`). */
export const PLACE_MSG = {
  latitude: 'Широта должна быть числом от -90 до 90',
  longitude: 'Долгота должна быть числом от -180 до 180',
  pair: 'Укажите широту и долготу вместе (или уберите обе)',
} as const;

type Axis = 'latitude' | 'longitude';

const RANGE: Record<Axis, number> = { latitude: 90, longitude: 180 };
const OTHER: Record<Axis, Axis> = { latitude: 'longitude', longitude: 'latitude' };

const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * One coordinate of a place in a body: a number in range, with its partner given alike. Both left out:
 * nothing to check (the place stays); both null: the place is cleared; a number beside a missing or null
 * partner is refused on the partner's field, so the 422 names what is missing.
 */
function Coordinate(axis: Axis) {
  const other = OTHER[axis];
  return applyDecorators(
    ValidateIf((o: Record<Axis, unknown>) => o[axis] !== undefined || o[other] !== undefined),
    (target: object, property: string | symbol) =>
      registerDecorator({
        name: 'placeCoordinate',
        target: target.constructor,
        propertyName: String(property),
        validator: {
          validate(value: unknown, args: ValidationArguments) {
            const partner = (args.object as Record<Axis, unknown>)[other];
            if (value === null || value === undefined) return !isCoordinate(partner);
            // a missing partner is reported on the partner's own field
            return isCoordinate(value) && Math.abs(value) <= RANGE[axis];
          },
          defaultMessage(args: ValidationArguments) {
            return args.value === null || args.value === undefined ? PLACE_MSG.pair : PLACE_MSG[axis];
          },
        },
      }),
  );
}

export const Latitude = () => Coordinate('latitude');
export const Longitude = () => Coordinate('longitude');

/** The pair as the service reads it: left out (keep), null (clear) or a point. */
export type PlaceChange = undefined | null | { latitude: number; longitude: number };

export function placeChange(body: { latitude?: number | null; longitude?: number | null }): PlaceChange {
  if (body.latitude === undefined && body.longitude === undefined) return undefined;
  if (body.latitude === null || body.latitude === undefined || body.longitude == null) return null;
  return { latitude: body.latitude, longitude: body.longitude };
}

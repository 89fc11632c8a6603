import { Transform } from 'class-transformer';

/** Applies `fn` to a string value; any other value passes through for the validators to judge. */
export const TransformString = (fn: (value: string) => unknown) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? fn(value) : value));

/** Trims strings; an empty optional string becomes null (spec: empty optional fields are sent as null). */
export const TrimToNull = () => TransformString((v) => (v.trim() === '' ? null : v.trim()));

/** Trims strings, keeps empty ones (so a required field still fails its own rule). */
export const Trim = () => TransformString((v) => v.trim());

/** Lowercases and trims a deep link. */
export const LowerTrim = () => TransformString((v) => v.trim().toLowerCase());

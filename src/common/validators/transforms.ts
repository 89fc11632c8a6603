import { Transform } from 'class-transformer';

/** Trims strings; an empty optional string becomes null (spec: empty optional fields are sent as null). */
export const TrimToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));

/** Trims strings, keeps empty ones (so a required field still fails its own rule). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Lowercases and trims a deep link. */
export const LowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** An instant (epoch ms) as a timestamptz parameter: ISO 8601 in UTC, milliseconds kept. */
export const sqlInstant = (ms: number): string => new Date(ms).toISOString();

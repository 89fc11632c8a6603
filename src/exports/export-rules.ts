/** A file is kept this long after it is made (a request never made, as long after it was asked for). */
export const EXPORT_KEEP_MS = 24 * 60 * 60_000;
/** More exports than this waiting (or asked for within a minute) by one person: 429. */
export const EXPORTS_BUSY_MAX = 5;

import { QueryFailedError } from 'typeorm';

/** The SQLSTATE of a failed statement (a constraint's 23505, a check function's own code), if any. */
export function sqlState(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const e = error as QueryFailedError & { code?: string; driverError?: { code?: string } };
  return e.code ?? e.driverError?.code;
}

/** The settings that keep search and the map affordable for everyone (src/search). */
export interface SearchConfig {
  /**
   * Searches and map reads together per client address per minute, in each process (SEARCH_REQUESTS_PER_MINUTE;
   * 0: off): neither needs a login, so an address is all there is to count.
   */
  searchRequestsPerMinute: number;
  /**
   * The most one search or map statement may run (SEARCH_TIMEOUT_MS, statement_timeout; PostgreSQL only: the
   * embedded database has no timer): a query that would hold a connection longer is answered 503 instead.
   */
  searchTimeoutMs: number;
  /**
   * Connections of search and the map's own pool, opened with that time limit (SEARCH_POOL_SIZE; PostgreSQL
   * only): beside the application's pool, so searches alone cannot take every connection.
   */
  searchPoolSize: number;
}

/** SEARCH_REQUESTS_PER_MINUTE, SEARCH_TIMEOUT_MS and SEARCH_POOL_SIZE. `int` is the configuration's whole-number reader. */
export function searchConfig(
  env: NodeJS.ProcessEnv,
  int: (env: NodeJS.ProcessEnv, name: string, fallback: number, min?: number) => number,
): SearchConfig {
  return {
    searchRequestsPerMinute: int(env, 'SEARCH_REQUESTS_PER_MINUTE', 60),
    searchTimeoutMs: int(env, 'SEARCH_TIMEOUT_MS', 3000, 1),
    searchPoolSize: int(env, 'SEARCH_POOL_SIZE', 4, 1),
  };
}

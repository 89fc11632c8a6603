/**
 * The map's answers kept in the process (kept-searches.ts), as search's are: with the version of their data
 * (search-version.sql.ts), read before the data; identical requests at the same time share one computation
 * of an answer not kept yet (shared-flights.ts).
 */
import type { EncodedBody } from '../sessions/encoded-copies';
import { type KeptAnswer, KeptAnswers } from './kept-searches';
import type { SearchRun } from './search-connection';
import { mapStatement, MAP_PLACES_MAX, type MapSpec } from './search-map.sql';
import { SEARCH_VERSION_SQL } from './search-version.sql';
import { withTypos } from './search-words';
import type { MapPlace, MapResponse } from './search.contract';
import { SharedFlights } from './shared-flights';

const NO_PLACES: MapResponse = { places: [], truncated: false };

export class KeptMaps {
  private readonly maps = new KeptAnswers<MapResponse>();
  private readonly flights = new SharedFlights<KeptAnswer<MapResponse>>();

  constructor(private readonly run: SearchRun) {}

  /** The map's answer for `spec` (none: a text of no word left to match) as bytes the client accepts. */
  async body(spec: MapSpec | null, accept: string | undefined): Promise<EncodedBody> {
    if (!spec) return this.maps.encode(NO_PLACES, accept);
    const key = JSON.stringify(spec);
    const arrival = this.flights.arrive();
    for (;;) {
      const kept = this.maps.get(key);
      let version: string | undefined;
      if (kept) {
        version = await this.version();
        if (version === kept.version) {
          this.maps.touch(key, kept);
          return this.maps.body(kept, accept);
        }
      } else if (!this.maps.askedBefore(key)) return this.maps.encode(await this.answer(spec), accept);
      const fresh = await this.flights.share(
        key,
        arrival,
        () => this.maps.get(key) === kept,
        () => this.keep(key, spec, version),
      );
      if (fresh) return this.maps.body(fresh, accept);
    }
  }

  /** The answer now, kept with the data's version `version` (read now, before the data, when not given). */
  private async keep(key: string, spec: MapSpec, version?: string): Promise<KeptAnswer<MapResponse>> {
    version ??= await this.version();
    return this.maps.keep(key, version, await this.answer(spec));
  }

  private async version(): Promise<string> {
    const [{ version }] = await this.run<{ version: string }>(SEARCH_VERSION_SQL, []);
    return version;
  }

  private async answer(spec: MapSpec): Promise<MapResponse> {
    const { text: sql, values } = mapStatement({
      ...spec,
      text: spec.text ? await withTypos(this.run, spec.text) : null,
    });
    const rows = await this.run<MapPlace>(sql, values);
    return { places: rows.slice(0, MAP_PLACES_MAX), truncated: rows.length > MAP_PLACES_MAX };
  }
}

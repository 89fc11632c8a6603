import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import type { MapConfigResponse } from './map.contract';

@Controller('map')
export class MapController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The same for everyone and changes only with a restart: anyone may read it, caches may keep it an hour. */
  @Public()
  @Get('config')
  @Header('cache-control', 'public, max-age=3600')
  mapConfig(): MapConfigResponse {
    return { tile_url: this.config.mapTileUrl, attribution: this.config.mapTileAttribution };
  }
}

import { Module } from '@nestjs/common';
import { API_KEY_AUTHENTICATOR } from '../auth/api-key-access';
import { StatisticsModule } from '../statistics/statistics.module';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/** A business's API keys; the init data guard finds ApiKeysService as API_KEY_AUTHENTICATOR when a key calls. */
@Module({
  // StatisticsModule: the view whose business the plan gate judges
  imports: [StatisticsModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeysService }],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}

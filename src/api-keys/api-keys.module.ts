import { Module } from '@nestjs/common';
import { API_KEY_AUTHENTICATOR } from '../auth/api-key-access';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/** A business's API keys; the init data guard finds ApiKeysService as API_KEY_AUTHENTICATOR when a key calls. */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysService, { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeysService }],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}

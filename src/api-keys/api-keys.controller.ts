import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { RequiresPlan } from '../billing/requires-plan.decorator';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { User } from '../users/entities/user.entity';
import type { ApiKeyListResponse, CreatedApiKeyResponse } from './api-keys.contract';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyDto } from './dto/api-key.dto';

/** The API keys of the business the caller owns (Enterprise with BILLING=stars; open to all with billing off). */
@RequiresPlan('enterprise')
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyResponse> {
    return this.keys.create(user, dto);
  }

  @Get()
  list(@CurrentUser() user: User): Promise<ApiKeyListResponse> {
    return this.keys.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  revoke(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.keys.revoke(user, p.id);
  }
}

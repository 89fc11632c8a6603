import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Identity, MaybeUser, Public, TelegramOnly } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { User } from '../users/entities/user.entity';
import { ClientRegistrationDto } from './dto/client-registration.dto';
import { MasterRegistrationDto } from './dto/master-registration.dto';
import { OwnerRegistrationDto } from './dto/owner-registration.dto';
import { SuggestDeepLinkDto } from './dto/suggest-deep-link.dto';
import type {
  DeepLinkAvailabilityResponse,
  MasterRegistrationResponse,
  OwnerRegistrationResponse,
  RegistrationCheckResponse,
  RegistrationResponse,
  SuggestDeepLinkResponse,
} from './registration.contract';
import { RegistrationService } from './registration.service';

@Controller('registration')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Public()
  @Get('check')
  check(@Identity() identity: TelegramIdentity | undefined): Promise<RegistrationCheckResponse> {
    return this.registration.check(identity);
  }

  @TelegramOnly()
  @Post('client')
  @HttpCode(201)
  client(
    @Identity() identity: TelegramIdentity,
    @MaybeUser() user: User | null,
    @Body() dto: ClientRegistrationDto,
  ): Promise<RegistrationResponse> {
    return this.registration.registerClient(identity, user, dto);
  }

  @TelegramOnly()
  @Post('master')
  @HttpCode(201)
  master(
    @Identity() identity: TelegramIdentity,
    @MaybeUser() user: User | null,
    @Body() dto: MasterRegistrationDto,
  ): Promise<MasterRegistrationResponse> {
    return this.registration.registerMaster(identity, user, dto);
  }

  @TelegramOnly()
  @Post('owner')
  @HttpCode(201)
  owner(
    @Identity() identity: TelegramIdentity,
    @MaybeUser() user: User | null,
    @Body() dto: OwnerRegistrationDto,
  ): Promise<OwnerRegistrationResponse> {
    return this.registration.registerOwner(identity, user, dto);
  }

  @Public()
  @Get('check-deep-link/:code')
  checkDeepLink(@Param('code') code: string): Promise<DeepLinkAvailabilityResponse> {
    return this.registration.isAvailable(code);
  }

  @Public()
  @Get('check-deep-link-availability')
  checkDeepLinkAvailability(@Query('deep_link') deepLink: unknown): Promise<DeepLinkAvailabilityResponse> {
    return this.registration.isAvailable(deepLink);
  }

  @Public()
  @Post('suggest-deep-link')
  @RateLimit({ limit: 30, perMs: 60_000 })
  @HttpCode(200)
  suggest(@Body() dto: SuggestDeepLinkDto): Promise<SuggestDeepLinkResponse> {
    return this.registration.suggest(dto.name);
  }
}

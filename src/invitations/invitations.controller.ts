import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, Identity, Public } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { IdParamDto } from '../organizations/dto/organization.dto';
import { PageQueryDto } from '../common/dto/page-query.dto';
import type { User } from '../users/entities/user.entity';
import {
  AcceptInvitationDto,
  CreateInvitationDto,
  InvitationByIdQueryDto,
  InvitationCodeParamDto,
  InvitationDecisionDto,
  OwnerTelegramQueryDto,
} from './dto/invitation.dto';
import type {
  InvitationActionResponse,
  InvitationByIdResponse,
  InvitationListResponse,
  InvitationResponse,
  PublicInvitationResponse,
} from './invitations.contract';
import { InvitationManagementService } from './invitation-management.service';
import { InvitationsService } from './invitations.service';

/** Registered callers unless marked @Public; the service checks ownership of every invitation. */
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly management: InvitationManagementService,
  ) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: CreateInvitationDto): Promise<InvitationResponse> {
    return this.management.create(user, dto);
  }

  @Get('my')
  mine(@CurrentUser() user: User, @Query() q: PageQueryDto): Promise<InvitationListResponse> {
    return this.management.listMine(user, q);
  }

  @Get('pending')
  pending(@CurrentUser() user: User, @Query() q: PageQueryDto): Promise<InvitationListResponse> {
    return this.management.listPending(user, q);
  }

  @Get('organization/:id')
  forOrganization(
    @CurrentUser() user: User,
    @Param() { id }: IdParamDto,
    @Query() q: PageQueryDto,
  ): Promise<InvitationListResponse> {
    return this.management.listForOrganization(user, id, q);
  }

  /** Public route: the owner and admins are recognised by init data; anyone else needs ?code=. */
  @Public()
  @Get('by-id/:id')
  byId(
    @Param() { id }: IdParamDto,
    @Query() { code }: InvitationByIdQueryDto,
    @Identity() identity: TelegramIdentity | undefined,
  ): Promise<InvitationByIdResponse> {
    return this.invitations.getById(id, code, identity);
  }

  @Post('accept')
  @HttpCode(200)
  accept(@CurrentUser() user: User, @Body() dto: AcceptInvitationDto): Promise<InvitationActionResponse> {
    return this.invitations.accept(user, dto);
  }

  /** owner_telegram_id is accepted and ignored: the owner is the caller of the init data. */
  @Post('confirm')
  @HttpCode(200)
  confirm(
    @CurrentUser() user: User,
    @Body() dto: InvitationDecisionDto,
    @Query() _query: OwnerTelegramQueryDto,
  ): Promise<InvitationActionResponse> {
    return this.invitations.confirm(user, dto.invitation_id);
  }

  @Post('reject')
  @HttpCode(200)
  reject(
    @CurrentUser() user: User,
    @Body() dto: InvitationDecisionDto,
    @Query() _query: OwnerTelegramQueryDto,
  ): Promise<InvitationActionResponse> {
    return this.invitations.reject(user, dto.invitation_id);
  }

  @Delete(':id')
  cancel(@CurrentUser() user: User, @Param() { id }: IdParamDto): Promise<InvitationActionResponse> {
    return this.management.cancel(user, id);
  }

  @Public()
  @Get(':deepLink')
  byCode(@Param() { deepLink }: InvitationCodeParamDto): Promise<PublicInvitationResponse> {
    return this.invitations.getByCode(deepLink);
  }
}

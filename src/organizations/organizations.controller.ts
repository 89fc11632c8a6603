import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import {
  IdParamDto,
  LocationRequestDto,
  OrganizationRequestDto,
  OrganizationSearchQueryDto,
} from './dto/organization.dto';
import type {
  LocationListResponse,
  LocationResponse,
  MyOrganizationResponse,
  OrganizationResponse,
  OrganizationSearchResponse,
  OrganizationStatsResponse,
  OrganizationUpdateResponse,
  TeamResponse,
} from './organizations.contract';
import { OrganizationPlacesService } from './organization-places.service';
import { OrganizationsService } from './organizations.service';

/** Every route: a registered, unblocked user (the global guard); the service checks the relation. */
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly places: OrganizationPlacesService,
  ) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: OrganizationRequestDto): Promise<OrganizationResponse> {
    return this.organizations.create(user, dto);
  }

  @Get()
  search(@Query() query: OrganizationSearchQueryDto): Promise<OrganizationSearchResponse> {
    return this.organizations.search(query);
  }

  @Get('my/organization')
  mine(@CurrentUser() user: User): Promise<MyOrganizationResponse> {
    return this.organizations.mine(user);
  }

  @Get('my/team')
  team(@CurrentUser() user: User): Promise<TeamResponse> {
    return this.organizations.team(user);
  }

  @Get('my/stats')
  stats(@CurrentUser() user: User): Promise<OrganizationStatsResponse> {
    return this.organizations.stats(user);
  }

  @Post('locations')
  setLocation(@CurrentUser() user: User, @Body() dto: LocationRequestDto): Promise<LocationResponse> {
    return this.places.setLocation(user, dto);
  }

  @Get(':id/locations')
  locations(@CurrentUser() user: User, @Param() { id }: IdParamDto): Promise<LocationListResponse> {
    return this.organizations.locations(user, id);
  }

  @Get(':id')
  findOne(@CurrentUser() user: User, @Param() { id }: IdParamDto): Promise<OrganizationResponse> {
    return this.organizations.findOne(user, id);
  }

  @Put(':id')
  update(
    @CurrentUser() user: User,
    @Param() { id }: IdParamDto,
    @Body() dto: OrganizationRequestDto,
  ): Promise<OrganizationUpdateResponse> {
    return this.organizations.update(user, id, dto);
  }
}

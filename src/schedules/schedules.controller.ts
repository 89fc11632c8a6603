import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import { BlockSeriesService } from './block-series.service';
import { BlocksService } from './blocks.service';
import { BlockDeleteQueryDto, SeriesParamDto, SeriesPatchDto } from './dto/block-series.dto';
import {
  BlockDto,
  DateRangeQueryDto,
  MasterBlockParamDto,
  MasterDateParamDto,
  MasterParamDto,
  MasterServicesDto,
  OverrideDto,
  ScheduleDto,
} from './dto/schedule.dto';
import { MasterServicesService } from './master-services.service';
import type {
  BlockCreatedResponse,
  BlockListResponse,
  MasterServicesResponse,
  MessageResponse,
  OverrideListResponse,
  OverrideResponse,
  ScheduleResponse,
} from './schedules.contract';
import { SchedulesService } from './schedules.service';
import { ApiKeyAccess } from '../auth/api-key-access';

/** A master's working time. {master} = "me" or a master's user id (their organization's owner or admin). */
@Controller('schedules')
export class SchedulesController {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly blocks: BlocksService,
    private readonly series: BlockSeriesService,
    private readonly services: MasterServicesService,
  ) {}

  @ApiKeyAccess('read')
  @Get(':master')
  get(@CurrentUser() user: User, @Param() p: MasterParamDto): Promise<ScheduleResponse> {
    return this.schedules.get(user, p.master);
  }

  @Put(':master')
  put(@CurrentUser() user: User, @Param() p: MasterParamDto, @Body() dto: ScheduleDto): Promise<ScheduleResponse> {
    return this.schedules.put(user, p.master, dto);
  }

  @ApiKeyAccess('read')
  @Get(':master/overrides')
  overrides(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Query() q: DateRangeQueryDto,
  ): Promise<OverrideListResponse> {
    return this.schedules.listOverrides(user, p.master, q);
  }

  @Put(':master/overrides/:date')
  putOverride(
    @CurrentUser() user: User,
    @Param() p: MasterDateParamDto,
    @Body() dto: OverrideDto,
  ): Promise<OverrideResponse> {
    return this.schedules.putOverride(user, p.master, p.date, dto);
  }

  @Delete(':master/overrides/:date')
  deleteOverride(@CurrentUser() user: User, @Param() p: MasterDateParamDto): Promise<MessageResponse> {
    return this.schedules.deleteOverride(user, p.master, p.date);
  }

  @ApiKeyAccess('read')
  @Get(':master/blocks')
  listBlocks(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Query() q: DateRangeQueryDto,
  ): Promise<BlockListResponse> {
    return this.blocks.list(user, p.master, q);
  }

  @Post(':master/blocks')
  createBlock(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Body() dto: BlockDto,
  ): Promise<BlockCreatedResponse> {
    return this.blocks.create(user, p.master, dto);
  }

  @Delete(':master/blocks/:id')
  deleteBlock(
    @CurrentUser() user: User,
    @Param() p: MasterBlockParamDto,
    @Query() q: BlockDeleteQueryDto,
  ): Promise<MessageResponse> {
    return this.blocks.remove(user, p.master, p.id, q);
  }

  /** A series' occurrence `from` and the following ones change; the access of the series' master applies. */
  @Patch('series/:series_id')
  patchSeries(
    @CurrentUser() user: User,
    @Param() p: SeriesParamDto,
    @Body() dto: SeriesPatchDto,
  ): Promise<BlockCreatedResponse> {
    return this.series.patch(user, p.series_id, dto);
  }

  @ApiKeyAccess('read')
  @Get(':master/services')
  masterServices(@CurrentUser() user: User, @Param() p: MasterParamDto): Promise<MasterServicesResponse> {
    return this.services.get(user, p.master);
  }

  @Put(':master/services')
  setMasterServices(
    @CurrentUser() user: User,
    @Param() p: MasterParamDto,
    @Body() dto: MasterServicesDto,
  ): Promise<MasterServicesResponse> {
    return this.services.put(user, p.master, dto);
  }
}

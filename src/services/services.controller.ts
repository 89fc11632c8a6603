import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../auth/access.decorators';
import type { User } from '../users/entities/user.entity';
import type { ServiceResponse } from './services.contract';
import { IdParamDto } from '../common/dto/id-param.dto';
import { PageQueryDto } from '../common/dto/page-query.dto';
import { itemsWithPageHeaders } from '../common/paging';
import { ServiceRequestDto } from './dto/service-request.dto';
import { ServicesService } from './services.service';
import { ApiKeyAccess } from '../auth/api-key-access';

@Controller('services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: ServiceRequestDto): Promise<ServiceResponse> {
    return this.services.create(user, dto);
  }

  // The lists stay bare arrays (the first page is what older callers saw); X-Has-More / X-Next-Offset page on.

  @ApiKeyAccess('read')
  @Get('my')
  async listMine(
    @CurrentUser() user: User,
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceResponse[]> {
    return itemsWithPageHeaders(reply, await this.services.listMine(user, q));
  }

  @Public()
  @ApiKeyAccess('read')
  @Get('master/:id')
  async listOfMaster(
    @Param() p: IdParamDto,
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceResponse[]> {
    return itemsWithPageHeaders(reply, await this.services.listOfMaster(p.id, q));
  }

  @Public()
  @ApiKeyAccess('read')
  @Get('organization/:id')
  async listOfOrganization(
    @Param() p: IdParamDto,
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceResponse[]> {
    return itemsWithPageHeaders(reply, await this.services.listOfOrganization(p.id, q));
  }

  @ApiKeyAccess('read')
  @Get(':id')
  get(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<ServiceResponse> {
    return this.services.get(user, p.id);
  }

  @Put(':id')
  update(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: ServiceRequestDto): Promise<ServiceResponse> {
    return this.services.update(user, p.id, dto);
  }

  @Delete(':id')
  remove(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<{ message: string }> {
    return this.services.remove(user, p.id);
  }
}

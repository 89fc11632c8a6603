import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser, Public } from '../auth/access.decorators';
import { User } from '../users/entities/user.entity';
import type { ServiceResponse } from './services.contract';
import { IdParamDto } from '../common/dto/id-param.dto';
import { ServiceRequestDto } from './dto/service-request.dto';
import { ServicesService } from './services.service';

@Controller('services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Post()
  create(@CurrentUser() user: User, @Body() dto: ServiceRequestDto): Promise<ServiceResponse> {
    return this.services.create(user, dto);
  }

  @Get('my')
  listMine(@CurrentUser() user: User): Promise<ServiceResponse[]> {
    return this.services.listMine(user);
  }

  @Public()
  @Get('master/:id')
  listOfMaster(@Param() p: IdParamDto): Promise<ServiceResponse[]> {
    return this.services.listOfMaster(p.id);
  }

  @Public()
  @Get('organization/:id')
  listOfOrganization(@Param() p: IdParamDto): Promise<ServiceResponse[]> {
    return this.services.listOfOrganization(p.id);
  }

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

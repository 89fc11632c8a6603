import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { User } from '../users/entities/user.entity';
import type { FavoritesResponse } from './favorites.contract';
import { FavoritesService } from './favorites.service';

/** The caller's favorites: any registered, unblocked user (the global guard). */
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<FavoritesResponse> {
    return this.favorites.list(user);
  }

  @Put('masters/:id')
  @HttpCode(204)
  addMaster(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.favorites.addMaster(user, p.id);
  }

  @Delete('masters/:id')
  @HttpCode(204)
  removeMaster(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.favorites.removeMaster(user, p.id);
  }

  @Put('organizations/:id')
  @HttpCode(204)
  addOrganization(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.favorites.addOrganization(user, p.id);
  }

  @Delete('organizations/:id')
  @HttpCode(204)
  removeOrganization(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.favorites.removeOrganization(user, p.id);
  }
}

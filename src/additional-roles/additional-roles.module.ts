import { Module } from '@nestjs/common';
import { AdditionalRolesController } from './additional-roles.controller';
import { AdditionalRolesService } from './additional-roles.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserRole } from './entities/user-role.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserRole])],
  controllers: [AdditionalRolesController],
  providers: [AdditionalRolesService],
})
export class AdditionalRolesModule {}

import { Global, Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMessage } from './entities/outbox-message.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

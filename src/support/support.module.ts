import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSupportController } from './admin-support.controller';
import { AdminSupportService } from './admin-support.service';
import { SupportConversation } from './entities/support-conversation.entity';
import { SupportManager } from './entities/support-manager.entity';
import { SupportMessage } from './entities/support-message.entity';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';

/** Support in the chat: conversations with the platform's support, the admin inbox, personal managers. */
@Module({
  imports: [TypeOrmModule.forFeature([SupportConversation, SupportMessage, SupportManager])],
  controllers: [SupportController, AdminSupportController],
  providers: [SupportService, AdminSupportService],
  exports: [SupportService],
})
export class SupportModule {}

import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { PublicReviewsController } from './public-reviews.controller';
import { ReviewChatService } from './review-chat.service';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewNoShowDisputes } from './review-no-show';
import { ReviewNotices } from './review-notices';
import { ReviewPagesService } from './review-pages.service';
import { AppointmentReviewController, MyReviewsController, ReviewActionsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './entities/review.entity';

/** Reviews of visits: written by the booking's client, answered by the master's side, moderated by the super admin. */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), NotificationsModule, AppointmentsModule],
  controllers: [
    AppointmentReviewController,
    MyReviewsController,
    ReviewActionsController,
    PublicReviewsController,
    AdminReviewsController,
  ],
  providers: [
    ReviewChatService,
    ReviewsService,
    ReviewModerationService,
    ReviewPagesService,
    ReviewNotices,
    ReviewNoShowDisputes,
  ],
  exports: [ReviewsService, ReviewChatService],
})
export class ReviewsModule {}

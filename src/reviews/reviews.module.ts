import { Inject, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsService } from '../notifications/notifications.service';
import { AppointmentsModule } from '../appointments/appointments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { PublicReviewsRoutes } from './public-reviews.routes';
import { ReviewChatService } from './review-chat.service';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewNoShowDisputes } from './review-no-show';
import { ReviewNotices } from './review-notices';
import { ReviewPagesService } from './review-pages.service';
import { AppointmentReviewController, MyReviewsController, ReviewActionsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { reviewRequestsJob } from './review-request-job';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './entities/review.entity';

/** Reviews of visits: written by the booking's client, answered by the master's side, moderated by the super admin. */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), NotificationsModule, AppointmentsModule, JobsModule],
  controllers: [AppointmentReviewController, MyReviewsController, ReviewActionsController, AdminReviewsController],
  providers: [
    ReviewChatService,
    ReviewsService,
    ReviewModerationService,
    ReviewPagesService,
    PublicReviewsRoutes,
    ReviewNotices,
    ReviewNoShowDisputes,
  ],
  exports: [ReviewsService, ReviewChatService],
})
export class ReviewsModule {
  constructor(
    jobs: JobRegistry,
    @InjectDataSource() db: DataSource,
    notifications: NotificationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.register(reviewRequestsJob(db, notifications, config));
  }
}

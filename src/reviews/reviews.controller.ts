import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { User } from '../users/entities/user.entity';
import { ReplyDto, ReportDto, ReviewDto, ReviewListQueryDto } from './dto/review.dto';
import { ReviewModerationService } from './review-moderation.service';
import type { AdminReviewsResponse, Review } from './reviews.contract';
import { ReviewsService } from './reviews.service';

/** A booking's review: its client writes, changes and deletes it; the master's side reads it. */
@Controller('appointments/:id/review')
export class AppointmentReviewController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  create(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: ReviewDto): Promise<Review> {
    return this.reviews.create(user, p.id, dto);
  }

  @Put()
  update(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: ReviewDto): Promise<Review> {
    return this.reviews.update(user, p.id, dto);
  }

  @Delete()
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<void> {
    return this.reviews.remove(user, p.id);
  }

  @Get()
  get(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<Review> {
    return this.reviews.get(user, p.id);
  }
}

/** The reviews a master (and an organization's owner and admins) answer for, newest first. */
@Controller('reviews')
export class MyReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get('my')
  mine(@CurrentUser() user: User, @Query() q: ReviewListQueryDto): Promise<AdminReviewsResponse> {
    return this.moderation.mine(user, q.cursor, q.limit);
  }
}

/** The answers to a review: the master's side replies, any registered user reports it. */
@Controller('reviews/:id')
export class ReviewActionsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Post('reply')
  @HttpCode(200)
  reply(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: ReplyDto): Promise<Review> {
    return this.moderation.reply(user, p.id, dto.text);
  }

  @Post('report')
  @HttpCode(204)
  report(@CurrentUser() user: User, @Param() p: IdParamDto, @Body() dto: ReportDto): Promise<void> {
    return this.moderation.report(user, p.id, dto.reason ?? null);
  }
}

import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { SuperAdminOnly } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import { AdminReviewsQueryDto } from './dto/review.dto';
import { ReviewModerationService } from './review-moderation.service';
import type { AdminReview, AdminReviewsResponse } from './reviews.contract';

/** The super admin's moderation of reported reviews. */
@SuperAdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  list(@Query() q: AdminReviewsQueryDto): Promise<AdminReviewsResponse> {
    return this.moderation.list(q.status, q.cursor, q.limit);
  }

  @Post(':id/hide')
  @HttpCode(200)
  hide(@Param() p: IdParamDto): Promise<AdminReview> {
    return this.moderation.setHidden(p.id, true);
  }

  @Post(':id/unhide')
  @HttpCode(200)
  unhide(@Param() p: IdParamDto): Promise<AdminReview> {
    return this.moderation.setHidden(p.id, false);
  }
}

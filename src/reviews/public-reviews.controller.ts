import { Controller, Get, Param, Query } from '@nestjs/common';
import { Anonymous } from '../auth/access.decorators';
import { ReviewListQueryDto } from './dto/review.dto';
import { ReviewPagesService } from './review-pages.service';
import type { PublicReviewsResponse } from './reviews.contract';

/** The reviews behind the public booking pages: no identity needed. */
@Anonymous()
@Controller('public')
export class PublicReviewsController {
  constructor(private readonly pages: ReviewPagesService) {}

  @Get('master/:deepLink/reviews')
  master(@Param('deepLink') deepLink: string, @Query() q: ReviewListQueryDto): Promise<PublicReviewsResponse> {
    return this.pages.page('master', deepLink, q);
  }

  @Get('organization-master/:masterCode/reviews')
  organizationMaster(
    @Param('masterCode') masterCode: string,
    @Query() q: ReviewListQueryDto,
  ): Promise<PublicReviewsResponse> {
    return this.pages.page('organization_master', masterCode, q);
  }

  @Get('organization/:deepLink/reviews')
  organization(@Param('deepLink') deepLink: string, @Query() q: ReviewListQueryDto): Promise<PublicReviewsResponse> {
    return this.pages.page('organization', deepLink, q);
  }
}

import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { OptionalText } from '../../common/validators/fields';
import { Trim } from '../../common/validators/transforms';
import { REVIEW_MSG } from '../review-messages';
import type {
  AdminReviewStatus,
  ReplyRequest,
  ReportRequest,
  ReviewListQuery,
  ReviewRequest,
} from '../reviews.contract';

export const REVIEW_TEXT_MAX = 2000;
export const REPORT_REASON_MAX = 500;
export const REVIEWS_LIMIT_MAX = 50;
export const REVIEWS_LIMIT_DEFAULT = 20;

/** `rating` is a JSON number: '5', 2.5, 0 and 6 are refused. */
export class ReviewDto implements ReviewRequest {
  @IsInt({ message: REVIEW_MSG.ratingInvalid })
  @Min(1, { message: REVIEW_MSG.ratingInvalid })
  @Max(5, { message: REVIEW_MSG.ratingInvalid })
  rating: number;

  @OptionalText(REVIEW_TEXT_MAX, REVIEW_MSG.textTooLong)
  text?: string | null;
}

export class ReplyDto implements ReplyRequest {
  @IsString({ message: REVIEW_MSG.replyRequired })
  @MinLength(1, { message: REVIEW_MSG.replyRequired })
  @MaxLength(REVIEW_TEXT_MAX, { message: REVIEW_MSG.replyTooLong })
  @Trim()
  text: string;
}

export class ReportDto implements ReportRequest {
  @OptionalText(REPORT_REASON_MAX, REVIEW_MSG.reasonTooLong)
  reason?: string | null;
}

/** A query string number: digits become a number, anything else stays as sent and fails the checks. */
const IntParam = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value,
  );

export class ReviewListQueryDto implements ReviewListQuery {
  @IsOptional()
  @IsString({ message: REVIEW_MSG.cursorInvalid })
  cursor?: string;

  @IntParam()
  @IsOptional()
  @IsInt({ message: REVIEW_MSG.limitInvalid })
  @Min(1, { message: REVIEW_MSG.limitInvalid })
  @Max(REVIEWS_LIMIT_MAX, { message: REVIEW_MSG.limitInvalid })
  limit?: number;
}

export class AdminReviewsQueryDto extends ReviewListQueryDto {
  @IsOptional()
  @IsIn(['reported', 'hidden', 'all'], { message: REVIEW_MSG.statusInvalid })
  status?: AdminReviewStatus;
}

// Reviews of visits: plain types the mini app imports with `import type`.

export interface ReviewRequest {
  /** A whole number of stars, 1..5. */
  rating: number;
  /** Optional, trimmed, at most 2,000 characters; empty becomes null. */
  text?: string | null;
}

export interface ReplyRequest {
  text: string;
}

export interface ReportRequest {
  reason?: string | null;
}

export interface Review {
  id: number;
  appointment_id: number;
  rating: number;
  text: string | null;
  created_at: string;
  updated_at: string;
  /** The client as others see them: first name and the first letter of the last name (null without one). */
  author: { first_name: string; last_initial: string | null };
  master: { id: number; first_name: string; last_name: string | null };
  service: { id: number; name: string } | null;
  reply: { text: string; created_at: string } | null;
}

/** Stars 1..5 and how many visible reviews gave each. */
export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewListQuery {
  cursor?: string;
  limit?: number;
}

/** A public page's reviews: the aggregate and the newest reviews first. */
export interface PublicReviewsResponse {
  /** The mean of the visible reviews to one decimal; null while there are fewer than three. */
  rating: number | null;
  reviews_count: number;
  distribution: RatingDistribution;
  items: Review[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
}

export interface ReviewReport {
  reason: string | null;
  created_at: string;
}

export interface AdminReview extends Review {
  reports: ReviewReport[];
  reports_count: number;
  /** Hidden by the moderator. */
  hidden: boolean;
}

export type AdminReviewStatus = 'reported' | 'hidden' | 'all';

export interface AdminReviewsResponse {
  items: AdminReview[];
  next_cursor: string | null;
}

/** The aggregate a public master or organization answer carries. */
export interface RatingSummary {
  rating: number | null;
  reviews_count: number;
}

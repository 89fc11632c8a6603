// Reviews of visits: the client's own review of a booking, the public pages' reviews, the master's side's
// list with replies, reports, and the super admin's moderation.
import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewsResponse,
  AdminReviewStatus,
  PublicReviewsResponse,
  Review,
  ReviewRequest,
} from '@api/reviews/reviews.contract';
import { api, ApiError } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type ReviewPageKind = 'master' | 'organization' | 'organization-master';

/** The booking's review, or null when there is none yet (404). */
export async function fetchBookingReview(appointmentId: number): Promise<Review | null> {
  try {
    return await api<Review>('GET', `/appointments/${appointmentId}/review`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export function useBookingReview(appointmentId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.bookingReview(appointmentId),
    queryFn: () => fetchBookingReview(appointmentId),
    enabled,
    retry: false,
  });
}

/** POST (a new review) or PUT (the author's change within 7 days). */
export function saveReview(appointmentId: number, body: ReviewRequest, existing: boolean, errorDefault: string) {
  return api<Review>(existing ? 'PUT' : 'POST', `/appointments/${appointmentId}/review`, body, { errorDefault });
}

export function deleteReview(appointmentId: number, errorDefault: string) {
  return api<void>('DELETE', `/appointments/${appointmentId}/review`, undefined, { errorDefault });
}

export function replyToReview(reviewId: number, text: string, errorDefault: string) {
  return api<Review>('POST', `/reviews/${reviewId}/reply`, { text }, { errorDefault });
}

export function reportReview(reviewId: number, reason: string | null, errorDefault: string) {
  return api<void>('POST', `/reviews/${reviewId}/report`, { reason }, { errorDefault });
}

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

/** A public page's reviews: the aggregate and pages of reviews, newest first. */
export function usePublicReviews(kind: ReviewPageKind, link: string, limit = 3) {
  return useInfiniteQuery(publicReviewsQuery(kind, link, limit));
}

/** The query of a public page's reviews (usePublicReviews; asked for with the page at start-up, public.ts). */
export function publicReviewsQuery(kind: ReviewPageKind, link: string, limit = 3) {
  return infiniteQueryOptions({
    queryKey: queryKeys.publicReviews(kind, link),
    queryFn: ({ pageParam }) =>
      api<PublicReviewsResponse>(
        'GET',
        withCursor(`/public/${kind}/${encodeURIComponent(link)}/reviews?limit=${pageParam ? 20 : limit}`, pageParam),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: false,
  });
}

export function useMyReviews() {
  return useInfiniteQuery({
    queryKey: queryKeys.myReviews,
    queryFn: ({ pageParam }) => api<AdminReviewsResponse>('GET', withCursor('/reviews/my', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useAdminReviews(status: AdminReviewStatus) {
  return useQuery({
    queryKey: queryKeys.adminReviews(status),
    queryFn: () => api<AdminReviewsResponse>('GET', `/admin/reviews?status=${status}`),
  });
}

export function setReviewHidden(reviewId: number, hidden: boolean, errorDefault: string) {
  return api<AdminReview>('POST', `/admin/reviews/${reviewId}/${hidden ? 'hide' : 'unhide'}`, undefined, {
    errorDefault,
  });
}

/** Refreshes every review list (after writing, replying or moderating). */
export function useRefreshReviews() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.reviews }), [queryClient]);
}

import { Clock, Mail, MapPin, Phone, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { type BusinessRef, businessRefFrom } from '../../../../contract/business-ref';
import { formatPhone } from '../../../../contract/phone';
import { MIN_REVIEWS_FOR_RATING, REVIEW_POLICY } from '../../../../contract/reviews';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { RatingBreakdown } from '../../../components/reviews/rating-breakdown';
import { StarRating } from '../../../components/reviews/star-rating';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { setTimeFormat } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { usePublicBusinessProfile } from '../api/business';
import { usePublicReviewStats, usePublicReviews, useReviewRequest } from '../api/reviews';
import { PublicReviewItem } from './public-review-item';
import { ReviewForm } from './review-form';
import { ReviewLinkOptOut } from './review-link-opt-out';

function NotFound() {
  useDocumentTitle('Business');
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title="Business not found"
        description="This link doesn't point to a business on Frontdesk. Please check the address you were given."
      />
    </Card>
  );
}

const Frame = ({ children }: { children: React.ReactNode }) => (
  <PublicLayout>
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">{children}</div>
  </PublicLayout>
);

/** `/business?business={slug}` (spec §2): who the business is, what clients say, what it offers. */
export function BusinessProfilePage() {
  const search = useSearch();
  const ref = businessRefFrom(search);
  if (!ref) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  return <BusinessProfile businessRef={ref} search={search} />;
}

function BusinessProfile({ businessRef, search }: { businessRef: BusinessRef; search: string }) {
  const business = usePublicBusinessProfile(businessRef);
  // One component names the page, so no parent's title overwrites its child's (the HTML may carry the business).
  useDocumentTitle(business.data ? `${business.data.name} – Reviews and booking` : 'Business');
  if (business.isPending) {
    return (
      <Frame>
        <div role="status" aria-label="Loading business" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      </Frame>
    );
  }
  if (business.isError) {
    return (
      <Frame>
        {business.error instanceof ApiError && business.error.status === 404 ? (
          <NotFound />
        ) : (
          <ErrorState error={business.error} onRetry={() => business.refetch()} />
        )}
      </Frame>
    );
  }
  // The business's clock for the times below.
  setTimeFormat(business.data.timeFormat);
  const token = new URLSearchParams(search).get('review');
  // Not in the directory: only its booking link is public, and a visit's review link (issue 32 F7).
  if (!business.data.listed) {
    return token ? (
      <ReviewOnly business={business.data} token={token} search={search} />
    ) : (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  return <Profile business={business.data} search={search} />;
}

/** An unlisted business's review link: its name and the review form, nothing else of a public page. */
function ReviewOnly({ business, token, search }: { business: Business; token: string; search: string }) {
  const request = useReviewRequest(business, token);
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{business.name}</h1>
      <ReviewLinkOptOut business={business} search={search} />
      {request.isError ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {request.error.message}
        </p>
      ) : null}
      <ReviewForm business={business} request={request.data} requestToken={token} />
    </Frame>
  );
}

type Business = NonNullable<ReturnType<typeof usePublicBusinessProfile>['data']>;

function Profile({ business, search }: { business: Business; search: string }) {
  const params = new URLSearchParams(search);
  const token = params.get('review');
  const stats = usePublicReviewStats(business);
  const reviews = usePublicReviews(business);
  const request = useReviewRequest(business, token);
  const [policyOpen, setPolicyOpen] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const bookHref = `/booking?business=${business.slug}`;

  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;
  const more = total - shown.length;
  const address = [business.address, [business.city, business.state, business.zip].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  const figures = stats.data;

  return (
    <Frame>
      <Card className="grid gap-4 p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{business.name}</h1>
        <ul className="grid gap-1.5 text-sm text-slate-700">
          {address ? (
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {address}
            </li>
          ) : null}
          {business.phone ? (
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <a className="hover:underline" href={`tel:${business.phone}`}>
                {formatPhone(business.phone)}
              </a>
            </li>
          ) : null}
          {business.email ? (
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <a className="break-all hover:underline" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </li>
          ) : null}
          {business.hours ? (
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {business.hours}
            </li>
          ) : null}
        </ul>
        {figures && figures.averageRating !== null ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-2xl font-bold text-slate-900">{figures.averageRating.toFixed(1)}</span>
            <StarRating rating={figures.averageRating} />
            <span className="text-sm text-slate-600">{`Based on ${figures.totalReviews} reviews`}</span>
          </div>
        ) : figures ? (
          <p className="text-sm text-slate-600">
            {`Not rated yet: a rating shows from ${MIN_REVIEWS_FOR_RATING} reviews.`}
          </p>
        ) : stats.isPending ? (
          // The rating's line, held while it loads, so the buttons below don't jump when it arrives.
          <div aria-hidden="true" className="h-8" />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => {
              document.getElementById('share-your-experience')?.scrollIntoView({ behavior: 'smooth' });
              formHeading.current?.focus();
            }}
          >
            Leave a Review
          </Button>
          <Link href={bookHref} className={buttonVariants()}>
            Book an appointment
          </Link>
        </div>
      </Card>

      <ReviewLinkOptOut business={business} search={search} />

      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="reviews-heading" className="grid gap-2">
          <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
            Reviews
          </h2>
          <Card className="px-5">
            {reviews.isPending ? (
              <div role="status" aria-label="Loading reviews" className="grid gap-3 py-5">
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
            ) : reviews.isError ? (
              <div className="py-5">
                <ErrorState error={reviews.error} onRetry={() => reviews.refetch()} />
              </div>
            ) : shown.length === 0 ? (
              <p className="py-6 text-center text-slate-600">
                No reviews yet. Be the first to share your experience.
              </p>
            ) : (
              shown.map((review) => (
                <PublicReviewItem key={review.id} review={review} businessName={business.name} />
              ))
            )}
          </Card>
          {more > 0 ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={reviews.isFetchingNextPage}
              onClick={() => reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? 'Loading...' : `View More Reviews (${more} more)`}
            </Button>
          ) : null}
          {figures && figures.removed > 0 ? (
            <div className="text-sm text-slate-600">
              <span>{`${figures.removed} review${figures.removed === 1 ? ' was' : 's were'} removed under our review policy. `}</span>
              <Button
                variant="link"
                size="sm"
                className="px-0"
                aria-expanded={policyOpen}
                onClick={() => setPolicyOpen(!policyOpen)}
              >
                {policyOpen ? 'Hide the policy' : 'Read the policy'}
              </Button>
              {policyOpen ? (
                <p className="mt-1 rounded-md bg-slate-50 p-3 text-slate-700">{REVIEW_POLICY}</p>
              ) : null}
            </div>
          ) : null}
        </section>
        <aside className="grid gap-6">
          <Card className="grid gap-3 p-5">
            <h2 className="text-lg font-semibold text-slate-900">Rating Breakdown</h2>
            {figures ? <RatingBreakdown figures={figures} /> : <Skeleton className="h-24" />}
          </Card>
          <Card className="grid gap-3 p-5">
            <h2 className="text-lg font-semibold text-slate-900">Our Services</h2>
            {business.services.length === 0 ? (
              <p className="text-sm text-slate-600">No services listed yet.</p>
            ) : (
              <ul className="grid gap-3">
                {business.services.map((service) => (
                  <li key={service.id} className="flex items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{service.name}</p>
                      <p className="text-sm text-slate-600">{`${service.duration} min · ${formatMoney(service.price)}`}</p>
                    </div>
                    <Link
                      href={bookHref}
                      aria-label={`Book ${service.name}`}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      Book
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </aside>
      </div>

      {token && request.isError ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {request.error.message}
        </p>
      ) : null}
      {/* At the foot of the page: drawn just after what is above it. */}
      <AfterFirstPaint>
        <ReviewForm
          ref={formHeading}
          business={business}
          request={request.data}
          requestToken={token ?? undefined}
        />
      </AfterFirstPaint>
    </Frame>
  );
}

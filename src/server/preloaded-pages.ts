import { PRELOADED_DATA_ID, type PreloadedAnswer } from '../contract/preloaded-data';
import type { Database } from './db/client';
import { beforeHeadEnd, scriptSafeJson } from './lib/html';
import { preloadedDirectory } from './modules/directory/preloaded-directory';
import { preloadedBusiness } from './modules/public-booking/preloaded-business';
import { businessPageHtml } from './modules/reviews/business-page-html';
import { preloadedReviews } from './modules/reviews/preloaded-reviews';

const withAnswers = (html: string, answers: PreloadedAnswer[]) =>
  beforeHeadEnd(
    html,
    `<script type="application/json" id="${PRELOADED_DATA_ID}">${scriptSafeJson(answers)}</script>`,
  );

/**
 * The booking, business and directory pages with the answers their first paint needs inlined
 * (contract/preloaded-data.ts): the business and its services, on the business page its rating and first
 * reviews plus the head a crawler reads there, and on the directory the page of results its address asks for.
 * The business is looked up, and its rating counted, once. Any other page, or a business that isn't there, is
 * sent as it was.
 */
export async function withPreloadedData(
  db: Database,
  html: string,
  url: string,
  origin: string,
): Promise<{ html: string } | { redirect: string }> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  if (pathname === '/directory') {
    const answer = await preloadedDirectory(db, search);
    return { html: answer ? withAnswers(html, [answer]) : html };
  }
  if (pathname !== '/booking' && pathname !== '/business') return { html };
  const found = await preloadedBusiness(db, search);
  if (!found) return { html };
  if ('movedTo' in found) {
    // An old booking link, or a number from before slugs: the page moves to the business's address now.
    const params = new URLSearchParams(search);
    params.set('business', found.movedTo);
    return { redirect: `${pathname}?${params.toString()}` };
  }
  const answers: PreloadedAnswer[] = [found.answer];
  let page = html;
  // An unlisted business has only its booking page in public (a visit's review link aside, which the page reads).
  if (pathname === '/business' && found.business.listed) {
    const reviews = await preloadedReviews(db, found.business.id);
    answers.push(...reviews.answers);
    page = await businessPageHtml(db, page, found.business.id, reviews.stats, origin);
  }
  return { html: withAnswers(page, answers) };
}

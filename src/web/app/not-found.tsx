import { BackHomeNotice } from './back-home-notice';

/** Any unknown path while signed in (spec §2). */
export function NotFoundPage() {
  return (
    <BackHomeNotice
      title="404 Page Not Found"
      heading="We couldn't find that page."
      detail="The address may be mistyped, or the page may have moved."
    />
  );
}

import { BackHomeNotice } from './back-home-notice';

/** A screen the member's role doesn't include (the ability table, src/contract/abilities.ts). */
export function NoAccessPage({ screen }: { screen: string }) {
  return (
    <BackHomeNotice
      title={screen}
      heading={<>You don't have access to {screen}.</>}
      detail="Your role doesn't include this screen. Ask the business owner or an admin if you need it."
    />
  );
}

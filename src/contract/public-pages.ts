// The addresses of the pages a client sees, matched as the web's router matches its routes (case-insensitive,
// an optional trailing slash): the server picks their document by them (server/web-pages.ts) and the web routes
// and preloads by them (web/app/public-routes.tsx). The join link's pattern must be tried before the status
// page's, which a join link would also match.
export const PUBLIC_PAGE_PATHS = {
  booking: /^\/booking\/?$/i,
  business: /^\/business\/?$/i,
  directory: /^\/directory\/?$/i,
  client: /^\/client\/?$/i,
  queueJoin: /^\/queue\/join\/(?<roomId>[^/]+?)\/?$/i,
  queueStatus: /^\/queue\/(?<token>[^/]+?)\/?$/i,
  waitlist: /^\/waitlist\/(?<token>[^/]+?)\/?$/i,
} as const;

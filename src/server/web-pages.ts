import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_MARKER_COOKIE } from '../contract/cookies';
import { PUBLIC_PAGE_PATHS } from '../contract/public-pages';
import { beforeHeadEnd } from './lib/html';

/**
 * The built web app's two documents (docs/decisions/016-fast-public-pages.md): index.html loads the whole app;
 * public.html loads only the landing page and the pages a client sees, built lighter (`vite build --mode
 * public`). Each public page's document also names its own chunks, so the browser fetches them with the entry
 * instead of after it has run.
 */
export type WebPages = { app: string; public: string; publicPages: Map<string, string> };

/**
 * The pages the public entry routes (src/web/app/public-routes.tsx): by pathname, with their lazily loaded
 * module. `npm test` holds each one (and the landing page, which is in the entry) to its JavaScript budget
 * (scripts/check-public-budgets.mjs), so a page added here is measured there.
 */
export const PUBLIC_PAGES: { page: string; path: RegExp; module: string }[] = [
  // A visitor's landing page (a signed-in member's `/` is the app's: see pageFor).
  { page: '/', path: /^\/$/, module: 'src/web/features/landing/components/landing-page.tsx' },
  {
    page: '/booking',
    path: PUBLIC_PAGE_PATHS.booking,
    module: 'src/web/features/public-booking/components/public-booking-page.tsx',
  },
  {
    page: '/client',
    path: PUBLIC_PAGE_PATHS.client,
    module: 'src/web/features/client-portal/components/client-portal-page.tsx',
  },
  {
    page: '/business',
    path: PUBLIC_PAGE_PATHS.business,
    module: 'src/web/features/business-profile/components/business-profile-page.tsx',
  },
  {
    page: '/directory',
    path: PUBLIC_PAGE_PATHS.directory,
    module: 'src/web/features/directory/components/directory-page.tsx',
  },
  // Before the status page's pattern, which a join link would also match.
  {
    page: '/queue/join',
    path: PUBLIC_PAGE_PATHS.queueJoin,
    module: 'src/web/features/queue-visitor/components/join-page.tsx',
  },
  {
    page: '/queue/{token}',
    path: PUBLIC_PAGE_PATHS.queueStatus,
    module: 'src/web/features/queue-visitor/components/status-page.tsx',
  },
  {
    page: '/waitlist/{token}',
    path: PUBLIC_PAGE_PATHS.waitlist,
    module: 'src/web/features/waitlist-visitor/components/waitlist-page.tsx',
  },
];

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** public.html with `<link rel="modulepreload">` for each page's chunks the entry doesn't already preload. */
function withPagePreloads(html: string, manifest: Manifest): Map<string, string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const preloaded = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const pages = new Map<string, string>();
  for (const { module } of PUBLIC_PAGES) {
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloaded.has(chunk.file) || files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    pages.set(module, links ? beforeHeadEnd(html, links) : html);
  }
  return pages;
}

export function readWebPages(webDir: string): WebPages | undefined {
  const read = (name: string) => {
    const file = path.join(webDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  const app = read('index.html');
  if (!app) return undefined;
  // A build without the public entry still works: every page loads the whole app.
  const publicHtml = read('public.html');
  const manifest = read('.vite/public-manifest.json');
  if (!publicHtml) return { app, public: app, publicPages: new Map() };
  const publicPages = manifest ? withPagePreloads(publicHtml, JSON.parse(manifest) as Manifest) : new Map();
  return { app, public: publicHtml, publicPages };
}

/** Which document a page's address loads: `/` is the landing page only for a visitor who isn't signed in. */
export function pageFor(pages: WebPages, url: string, cookies: Record<string, string | undefined>): string {
  const pathname = new URL(url, 'http://page.invalid').pathname;
  if (pathname === '/' && cookies[SIGNED_IN_MARKER_COOKIE]) return pages.app;
  const page = PUBLIC_PAGES.find(({ path }) => path.test(pathname));
  if (!page) return pages.app;
  return pages.publicPages.get(page.module) ?? pages.public;
}

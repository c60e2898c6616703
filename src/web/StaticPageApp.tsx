import type { ComponentType } from 'react';
import { APP_ROUTES, withoutTrailingSlash } from '../domain/routes';
import { HeadTagsInDocument } from './components/PageMeta';
import { DocumentNavigation } from './navigation/DocumentNavigation';
import { NOT_FOUND_PAGE_META, NotFoundPage } from './pages/NotFoundPage';
import { PRIVACY_PAGE_META, PrivacyPage } from './pages/PrivacyPage';
import { TERMS_PAGE_META, TermsPage } from './pages/TermsPage';
import { SiteFrame } from './shell/SiteFrame';

interface StaticPage {
  /** The path the prerender renders it for (Page Not Found: any path the app does not know). */
  pathname: string;
  Page: ComponentType;
  meta: { title: string; description: string };
}

/**
 * The pages with nothing to load but themselves: the legal pages and Page Not Found. Like the home page
 * (docs/decisions/027, 030) they are their own small app on Preact, without a router: a visitor reads them,
 * and every link from them loads the next page.
 */
export const STATIC_PAGES = {
  terms: { pathname: APP_ROUTES.terms, Page: TermsPage, meta: TERMS_PAGE_META },
  privacy: { pathname: APP_ROUTES.privacy, Page: PrivacyPage, meta: PRIVACY_PAGE_META },
  'not-found': { pathname: '/page-not-found', Page: NotFoundPage, meta: NOT_FOUND_PAGE_META },
} satisfies Record<string, StaticPage>;

export type StaticPageName = keyof typeof STATIC_PAGES;

/**
 * The page the server answered this path with (src/server/site/serve-web-app.ts): its prerendered file for
 * '/terms' and '/privacy', a trailing slash tolerated, and Page Not Found for every path it sends this
 * build for.
 */
export function staticPageAt(pathname: string): StaticPageName {
  const path = withoutTrailingSlash(pathname);
  if (path === APP_ROUTES.terms) return 'terms';
  if (path === APP_ROUTES.privacy) return 'privacy';
  return 'not-found';
}

/** The prerender renders this tree and hydrate-static-page.tsx hydrates the very same one. */
export function StaticPageApp({ page }: { page: StaticPageName }) {
  const { pathname, Page } = STATIC_PAGES[page];
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={pathname}>
        <SiteFrame>
          <Page />
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

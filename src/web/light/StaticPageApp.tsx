import type { ComponentType } from 'react';
import { isStaticPage, PRERENDERED_PAGES, type StaticPageName } from '../../domain/prerendered-pages';
import { HeadTagsInDocument, PageMeta } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { NOT_FOUND_PAGE_META, NotFoundPage } from '../pages/NotFoundPage';
import { PRIVACY_PAGE_META, PrivacyPage } from '../pages/PrivacyPage';
import { TERMS_PAGE_META, TermsPage } from '../pages/TermsPage';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, renderLightPage } from './renderLightPage';

interface StaticPage {
  Page: ComponentType;
  meta: { title: string; description: string };
}

/**
 * The pages with nothing to load but themselves: the legal pages and Page Not Found. Like the home page
 * (docs/decisions/027, 030) they are their own small app on Preact, without a router: a visitor reads them,
 * and every link from them loads the next page. Which pages they are, and their paths, is the table of
 * prerendered pages' (src/domain/prerendered-pages.ts): each of its static pages needs a component here.
 */
export const STATIC_PAGES = {
  terms: { Page: TermsPage, meta: TERMS_PAGE_META },
  privacy: { Page: PrivacyPage, meta: PRIVACY_PAGE_META },
  'not-found': { Page: NotFoundPage, meta: NOT_FOUND_PAGE_META },
} satisfies Record<StaticPageName, StaticPage>;

/** The prerender renders this tree, each island on a root of its own; the browser hydrates only those (docs/decisions/039). */
export function StaticPageApp({ page }: { page: StaticPageName }) {
  const { Page } = STATIC_PAGES[page];
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={PRERENDERED_PAGES[page].path}>
        <SiteFrame>
          <Page />
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/** One static page, with its title and description for <head>, for the light build's prerenderer. */
export const renderPage: LightPageRenderer = (name) => {
  if (!isStaticPage(name)) throw new Error(`${name} is not a static page (src/domain/prerendered-pages.ts)`);
  return renderLightPage(<PageMeta {...STATIC_PAGES[name].meta} />, <StaticPageApp page={name} />);
};

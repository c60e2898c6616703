import { createContext, type ReactNode, useContext } from 'react';
import { pageTitle } from './pageTitle';

interface PageMetaProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
}

/** True below a root whose document's <head> already holds the page's tags (see HeadTagsInDocument). */
const HeadTagsWritten = createContext(false);

/**
 * For a root on Preact (the home page, docs/decisions/027), which does not hoist <title> and <meta> into
 * <head> as React 19 does: the prerender writes the page's tags into <head>, and PageMeta below renders
 * nothing, on the server and in the browser alike, so the markup matches.
 */
export function HeadTagsInDocument({ children }: { children: ReactNode }) {
  return <HeadTagsWritten.Provider value={true}>{children}</HeadTagsWritten.Provider>;
}

/**
 * A page's title, description and Open Graph text. React 19 hoists these into <head>, and the prerender
 * writes them into the static HTML, so search engines and link previews see them without running scripts.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const headTagsWritten = useContext(HeadTagsWritten);
  if (headTagsWritten) return null;
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}

/** A page's <title> alone (the site's description stays), left to the document below HeadTagsInDocument. */
export function PageTitle({ title }: { title: string }) {
  const headTagsWritten = useContext(HeadTagsWritten);
  return headTagsWritten ? null : <title>{pageTitle(title)}</title>;
}

import { BRAND_NAME } from '../../domain/brand';

interface PageMetaProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
}

/**
 * A page's title, description and Open Graph text. React 19 hoists these into <head>, and the prerender
 * writes them into the static HTML, so search engines and link previews see them without running scripts.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = `${title} | ${BRAND_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}

import { MapPinOff } from 'lucide-react';
import { BackToHomeLink } from '../components/layout/BackToHomeLink';
import { PageMeta } from '../components/PageMeta';

/** The page's title and description (its PageMeta; the light build's prerender writes them into <head>). */
export const NOT_FOUND_PAGE_META = {
  title: 'Page Not Found',
  description:
    'The page you were looking for does not exist. Head back home to book your private Cancun airport transfer.',
};

/** Any path without a screen (the server answers these with HTTP 404 and this page). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageMeta {...NOT_FOUND_PAGE_META} />
      <MapPinOff aria-hidden="true" className="size-14 text-ocean-600" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        Oops! It seems the destination you're looking for doesn't exist.
      </p>
      <BackToHomeLink tone="button" />
    </section>
  );
}

import { LoaderCircle } from 'lucide-react';

/**
 * What shows while the router loads an on-demand screen on the first visit (for example opening /admin
 * directly), instead of a blank page.
 */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-ocean-800">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className="font-semibold">Loading...</span>
    </div>
  );
}

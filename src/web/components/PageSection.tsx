import type { ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  children: ReactNode;
}

/** The common frame of a simple page: a centred column with the page's one h1. */
export function PageSection({ title, children }: PageSectionProps) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}

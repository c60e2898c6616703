import type { ReactNode } from 'react';

const TONE_CLASSES = {
  ocean: 'rounded-lg border border-ocean-200 bg-ocean-50 p-5',
  white: 'rounded-lg border border-slate-200 bg-white p-5',
};

type PanelProps = {
  headingId: string;
  title: string;
  tone?: keyof typeof TONE_CLASSES;
  children: ReactNode;
};

/** A titled box of the booking pages (summary, details, what happens next), named by its heading. */
export function Panel({ headingId, title, tone = 'ocean', children }: PanelProps) {
  return (
    <section aria-labelledby={headingId} className={TONE_CLASSES[tone]}>
      <h2 id={headingId} className="text-xl font-bold text-ocean-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

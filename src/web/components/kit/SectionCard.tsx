import { type ReactNode } from 'react';
import { useUniqueId } from '../uniqueId';
import { surfaceClass } from './surface';

/** A titled part of an admin screen: a card whose heading names it for screen readers too. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useUniqueId();
  return (
    <section aria-labelledby={headingId} className={`${surfaceClass} space-y-3 p-6`}>
      <h2 id={headingId} className="text-xl font-semibold text-ocean-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

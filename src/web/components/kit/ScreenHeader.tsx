import type { ReactNode } from 'react';

/**
 * An admin screen's title and the line saying what it holds, with the screen's own links or buttons on the
 * right. On paper the title shrinks and the line goes: a printed sheet wants its rows.
 */
export function ScreenHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl print:text-2xl">
          {title}
        </h1>
        <p className="mt-1 text-lg text-slate-700 print:hidden">{intro}</p>
      </div>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/**
 * A booking's details as a description list: what a screen reader reads as term and value pairs. `dense`
 * lays short facts out in up to six columns of small type (the dashboard's cards).
 */
export function FactList({ facts, dense = false }: { facts: Fact[]; dense?: boolean }) {
  return (
    <dl
      className={
        dense
          ? 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6'
          : 'grid gap-x-6 gap-y-3 sm:grid-cols-2'
      }
    >
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className={dense ? 'font-medium text-slate-600' : 'text-sm font-medium text-slate-600'}>
            {fact.label}
          </dt>
          <dd className="mt-0.5 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** A booking's details as a description list: what a screen reader reads as term and value pairs. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
          <dd className="mt-0.5 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import type { SystemPart } from '../../../../domain/schemas/system';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { SectionCard } from '../../../components/kit/SectionCard';
import { StatusBadge } from './StatusBadge';

type Cells = { key: string; cells: string[] };

/** One part of the System page: its status and sentence, its figures, its own rows, and its act. */
export function SystemPartCard({ part, action }: { part: SystemPart; action?: ReactNode }) {
  const table = part.table;
  const columns: Column<Cells>[] =
    table?.columns.map((header, index) => ({ header, cell: (row) => row.cells[index] })) ?? [];
  return (
    <SectionCard title={part.name}>
      <p className="flex flex-wrap items-center gap-3">
        <StatusBadge status={part.status} />
        <span>{part.sentence}</span>
      </p>
      {part.figures.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {part.figures.map((figure) => (
            <div key={figure.label} className="contents">
              <dt className="font-semibold text-slate-700">{figure.label}</dt>
              <dd className="text-slate-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {table ? (
        <DataTable
          caption={table.caption}
          columns={columns}
          rows={table.rows.map((cells, index) => ({ key: `${index}:${cells[0]}`, cells }))}
          rowKey={(row) => row.key}
          rowHeaders
          emptyText={`No ${table.caption.toLowerCase()} yet.`}
          minWidthClass="min-w-[40rem]"
        />
      ) : null}
      {action}
    </SectionCard>
  );
}

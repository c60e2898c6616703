import { ChevronLeft, ChevronRight } from 'lucide-react';

type PaginationProps = { page: number; totalPages: number; onPage: (page: number) => void };

const buttonClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-white';

/** Previous and Next around 'Page X of Y'; an empty result is still one (empty) page. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav aria-label="Bookings pages" className="flex items-center justify-center gap-4">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <span className="text-slate-700" aria-live="polite">
        {`Page ${page} of ${pages}`}
      </span>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

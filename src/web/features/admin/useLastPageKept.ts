import { useEffect } from 'react';

/**
 * A change elsewhere can empty the last page shown (bookings deleted, or no longer needing attention): step
 * back to the new last page rather than show nothing. `totalPages` is undefined until the first answer.
 */
export function useLastPageKept(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}

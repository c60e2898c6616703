import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/constants';
import type { BookingStatus } from '../../../domain/statuses';
import type { AdminListParams } from './adminApi';

/**
 * What the list shows (SPEC section 4, Dashboard list): the typed search is applied once typing has stopped
 * for the search delay, and a new search or a new status starts again at page 1. The search and its page
 * change together, in one update, so no request goes out for the new search on the old page. A search given
 * at the start (a link to a booking's card: /admin/dashboard?search=) applies at once.
 */
export function useListFilters(initialSearch = '') {
  const [searchText, setSearchText] = useState(initialSearch);
  const [params, setParams] = useState<AdminListParams>({ page: 1, status: null, search: initialSearch });

  useEffect(() => {
    const timer = setTimeout(() => {
      setParams((current) =>
        current.search === searchText ? current : { ...current, search: searchText, page: 1 },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    params,
    searchText,
    setSearchText,
    setStatus: (status: BookingStatus | null) => setParams((current) => ({ ...current, status, page: 1 })),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
  };
}

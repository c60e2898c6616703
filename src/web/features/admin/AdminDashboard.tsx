import { memo, useDeferredValue, useState } from 'react';
import { ADMIN_ACTION_MESSAGES } from '../../../domain/messages';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { Alert } from '../../components/kit/Alert';
import { StateMessage } from '../../components/kit/StateMessage';
import { AdminBookingCard } from './AdminBookingCard';
import { AttentionChip } from './AttentionChip';
import { AttentionUnavailable } from './AttentionUnavailable';
import { AttentionView } from './AttentionView';
import { DashboardToolbar } from './DashboardToolbar';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { StatusFilter } from './StatusFilter';
import { SystemBanner } from './system/SystemBanner';
import { useAdminBookingList, useAttention } from './useAdminBookings';
import { useLastPageKept } from './useLastPageKept';
import { useListFilters } from './useListFilters';

/**
 * The admin dashboard (SPEC section 2): its toolbar, search, status chips, a page of booking cards and the
 * paging. The page around it checks that an admin is signed in; this only manages bookings. It opens on
 * `initialSearch` when one is given (the dispatch board's link to a booking's card).
 */
export function AdminDashboard({ initialSearch }: { initialSearch?: string | undefined } = {}) {
  const { params, searchText, setSearchText, setStatus, setPage } = useListFilters(initialSearch);
  const list = useAdminBookingList(params);
  // 'Needs attention' replaces the list until a status chip is chosen or a search is typed; it has its own pages.
  const [showAttention, setShowAttention] = useState(false);
  const [attentionPage, setAttentionPage] = useState(1);
  const attention = useAttention(attentionPage);
  const data = list.data;
  // The page of cards renders apart from the rest, in a background render React breaks into short slices:
  // fifty cards at once were one long task that kept the toolbar and a first click waiting.
  const bookings = useDeferredValue(data?.bookings);
  const failed = showAttention ? attention.isError : list.isError;

  useLastPageKept(params.page, data?.totalPages, setPage);
  useLastPageKept(attentionPage, attention.data?.totalPages, setAttentionPage);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">Admin Dashboard</h1>
          <p className="text-slate-700">Manage transportation bookings</p>
        </div>
        <DashboardToolbar params={params} refreshing={list.isFetching} />
      </div>

      <SystemBanner className="mt-6" />
      {failed ? <Alert className="mt-6">{ADMIN_ACTION_MESSAGES.fetchFailed}</Alert> : null}

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <SearchBox
          value={searchText}
          onChange={(text) => {
            setShowAttention(false);
            setSearchText(text);
          }}
        />
        <div className="flex flex-wrap items-start gap-2">
          {data ? (
            <StatusFilter
              counts={data.counts}
              allTotal={data.allStatusesTotal}
              selected={showAttention ? undefined : params.status}
              onSelect={(status) => {
                setShowAttention(false);
                setStatus(status);
              }}
            />
          ) : null}
          {attention.data ? (
            <AttentionChip
              count={attention.data.count}
              pressed={showAttention}
              onToggle={() => {
                setAttentionPage(1);
                setShowAttention((shown) => !shown);
              }}
            />
          ) : null}
          {/* A count from before a failed reload may be stale: said as well, not left to look current. */}
          {attention.isError ? (
            <AttentionUnavailable retrying={attention.isFetching} onRetry={() => void attention.refetch()} />
          ) : null}
        </div>
      </div>

      {showAttention ? (
        <>
          <div className="mt-6" aria-busy={attention.isFetching}>
            {attention.data ? <AttentionView attention={attention.data} /> : null}
          </div>
          {attention.data ? (
            <div className="mt-8">
              <Pagination
                page={attentionPage}
                totalPages={attention.data.totalPages}
                onPage={setAttentionPage}
              />
            </div>
          ) : null}
        </>
      ) : (
        <>
          <div className="mt-4" aria-busy={list.isFetching}>
            {bookings === undefined && !list.isError ? (
              <StateMessage loading>Loading bookings...</StateMessage>
            ) : null}
            {bookings?.length === 0 ? <StateMessage>No bookings found</StateMessage> : null}
            {bookings && bookings.length > 0 ? <BookingCards bookings={bookings} /> : null}
          </div>

          {data ? (
            <div className="mt-8">
              <Pagination page={params.page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The page's cards; the same page (a refetch's flag, a typed search not yet answered) renders nothing again. */
const BookingCards = memo(function BookingCards({ bookings }: { bookings: AdminBooking[] }) {
  return (
    <ul aria-label="Bookings" className="space-y-3">
      {bookings.map((booking) => (
        <AdminBookingCard key={booking.id} booking={booking} />
      ))}
    </ul>
  );
});

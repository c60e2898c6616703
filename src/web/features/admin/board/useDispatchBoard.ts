import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Board } from '../../../../domain/schemas/dispatch-board';
import { boardKey, fetchBoard } from './boardApi';
import { applyRide, removeRide } from './boardRows';
import { type BoardEvent, useBoardStream } from './useBoardStream';

/**
 * A ride's lateness moves with the clock alone (15 minutes past its pickup with no mark), which no change
 * in the database announces: the day is read again this often so 'Late' appears without a reload.
 */
const LATENESS_REFRESH_MS = 60_000;

function applyEvent(board: Board, event: BoardEvent): Board {
  return event.kind === 'ride' ? applyRide(board, event.ride) : removeRide(board, event.bookingId);
}

/**
 * The day on the board, kept live: the day's rides once, then each stream event applied to them in place.
 * Events that arrive while the day is being read are applied again to the answer, which may have been read
 * before them; and each time the stream (re)opens, the day is read again, since what changed while it was
 * not listening came as no event.
 */
export function useDispatchBoard(day: string) {
  const client = useQueryClient();
  const key = boardKey(day);
  // Events since the oldest read still on its way, numbered, and how many times the stream has opened.
  const stream = useRef({ next: 0, events: [] as { seq: number; event: BoardEvent }[], opened: 0 });

  const board = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const started = { seq: stream.current.next, opened: stream.current.opened };
      const answer = await fetchBoard(day, signal);
      const since = stream.current.events.filter((entry) => entry.seq >= started.seq);
      stream.current.events = since;
      // The stream opened while this read was on its way: the read may predate what the stream covers.
      if (stream.current.opened !== started.opened)
        setTimeout(() => void client.invalidateQueries({ queryKey: key }));
      return since.reduce((current, entry) => applyEvent(current, entry.event), answer);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: LATENESS_REFRESH_MS,
  });

  const connection = useBoardStream(day, {
    onEvent: (event) => {
      stream.current.events.push({ seq: stream.current.next, event });
      stream.current.next += 1;
      client.setQueryData<Board>(key, (current) => (current ? applyEvent(current, event) : current));
    },
    onReady: () => {
      stream.current.opened += 1;
      if (client.isFetching({ queryKey: key }) === 0) void client.invalidateQueries({ queryKey: key });
    },
  });

  return { board, connection };
}

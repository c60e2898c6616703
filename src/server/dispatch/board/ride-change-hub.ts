/**
 * The rides that change, for the open dispatch boards. One LISTEN on `ride_changed` per server
 * (migration 0026's triggers notify it with the booking id at the commit of any change to a ride, made by
 * this server, another one, or an operator in psql; on PGlite the same triggers notify this process). Each
 * changed ride is read once, then handed to every open board, which keeps what is of its day.
 *
 * Listening starts with the first board and goes on until the app closes, which ends the open boards' streams. While the connection is lost
 * (a PostgreSQL restart) changes may be missed: the boards are told, so they can say so and catch up.
 */
import type { BoardRide } from '../../../domain/schemas/dispatch-board';
import type { DatabaseHandle } from '../../db/client';

/** What a board hears: a ride as it is now with its day (null: no longer a ride any board shows). */
export type RideChange = { bookingId: string; now: { day: string; ride: BoardRide } | null };

export interface BoardSubscriber {
  change(change: RideChange): void;
  /** False when notifications may have been missed; true when listening again. */
  listening(isListening: boolean): void;
  /** The server is closing: end the stream now, so a graceful stop does not wait on open boards. */
  end(): void;
}

export const RIDE_CHANGED_CHANNEL = 'ride_changed';

export interface RideChangeHub {
  subscribe(subscriber: BoardSubscriber): Promise<() => void>;
  /** True while the server listens: no change can be missed. */
  isListening(): boolean;
  close(): Promise<void>;
}

export function rideChangeHub(
  database: DatabaseHandle,
  readRide: (bookingId: string) => Promise<RideChange['now']>,
  onError: (error: unknown) => void,
): RideChangeHub {
  const subscribers = new Set<BoardSubscriber>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  let closed = false;
  let listening = false;
  // Ids heard and not read yet; read one at a time, in the order heard, so events keep their order.
  const pending = new Set<string>();
  // True from the drain's first line to its last, both in the same turn as the check of `pending`
  // around them: an id heard at any moment is either seen by the running drain or starts a new one.
  let draining = false;
  let drained: Promise<void> = Promise.resolve();

  const drain = async () => {
    draining = true;
    try {
      for (const bookingId of pending) {
        pending.delete(bookingId);
        if (subscribers.size === 0) continue;
        let now: RideChange['now'];
        try {
          now = await readRide(bookingId);
        } catch (error) {
          onError(error);
          continue;
        }
        // One board failing does not keep the change from the others.
        for (const subscriber of subscribers) {
          try {
            subscriber.change({ bookingId, now });
          } catch (error) {
            onError(error);
          }
        }
      }
    } finally {
      draining = false;
    }
  };

  const heard = (bookingId: string) => {
    if (!bookingId || closed) return;
    pending.add(bookingId);
    if (!draining) drained = drain();
  };

  return {
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      stopListening ??= database.listen(RIDE_CHANGED_CHANNEL, {
        notify: heard,
        listening: (isListening) => {
          listening = isListening;
          for (const each of subscribers) each.listening(isListening);
        },
      });
      try {
        await stopListening;
      } catch (error) {
        // The next board tries again.
        stopListening = undefined;
        subscribers.delete(subscriber);
        throw error;
      }
      return () => {
        subscribers.delete(subscriber);
      };
    },
    isListening: () => listening,
    async close() {
      closed = true;
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      pending.clear();
      await drained;
      if (stopListening) await (await stopListening)();
    },
  };
}

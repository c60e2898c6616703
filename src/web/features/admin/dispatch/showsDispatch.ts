import { isDispatchable } from '../../../../domain/dispatch';
import type { BookingStatus } from '../../../../domain/statuses';

/**
 * The cards with a 'Dispatch' section: a ride that may be offered (paid or confirmed), and a completed one,
 * whose offer still shows how the ride went (its driver and marks), though nothing is offered any more.
 */
export function showsDispatch(status: BookingStatus): boolean {
  return isDispatchable(status) || status === 'completed';
}

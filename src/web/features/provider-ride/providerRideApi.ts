/**
 * The provider page's calls. No account: the link's token is the key, and it travels in each
 * POST's body, never in a URL (logs and proxies keep those). Opening the ride is a POST too, that changes
 * nothing; every answer is the page's new state, or the words of a link that no longer opens the ride.
 */
import type { RideMark } from '../../../domain/ride-marks';
import type { DriverDetailsForm, ProviderRideResponse } from '../../../domain/schemas/dispatch';
import { fetchJson } from '../../api/fetchJson';
import { loadProviderRideChecks } from './lazyChecks';

/** The answers' schema, fetched while the first call is on its way (docs/decisions/051). */
const answerSchema = () => loadProviderRideChecks().then((checks) => checks.providerRideResponseSchema);

function post(path: string, body: Record<string, unknown>): Promise<ProviderRideResponse> {
  return fetchJson(`/api/provider/ride${path}`, { method: 'POST', body, schema: answerSchema });
}

export const openRide = (token: string) => post('', { token });

export const acceptRide = (token: string, driver: DriverDetailsForm) => post('/accept', { token, driver });

export const declineRide = (token: string, reason: string) => post('/decline', { token, reason });

/** The flight has landed (before the driver is at the meeting point). */
export const markLanded = (token: string) => post('/landed', { token });

export const markRide = (token: string, mark: RideMark) => post('/mark', { token, mark });

/** The driver's details corrected, until the traveller is on board. */
export const updateDriver = (token: string, driver: DriverDetailsForm) => post('/driver', { token, driver });

export const confirmChanges = (token: string) => post('/confirm-changes', { token });

/**
 * The request for one booking's confirmation (GET /api/bookings/:id?lastName=). A module of its own, free
 * of the schemas, so the confirmation page's boot module can send it before the page's script is fetched
 * (features/booking/earlyBookingRequest.ts).
 */
export function sendBookingRequest(id: string, lastName: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`/api/bookings/${encodeURIComponent(id)}?${new URLSearchParams({ lastName })}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
}

import { parseBookingBody } from './parseBookingBody';

// The confirmation answer's parser in a worker thread (parseBookingResponse.ts): zod's code and the
// schemas are loaded and run there, off the page's main thread.
self.addEventListener('message', (event: MessageEvent<{ id: number; body: unknown }>) => {
  self.postMessage({ id: event.data.id, booking: parseBookingBody(event.data.body) });
});

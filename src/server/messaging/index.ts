/** Messages to travellers by WhatsApp or SMS (decision 059): the outbox's worker and Twilio's webhooks. */
export { startMessageWorker } from './message-worker';
export { twilioSender } from './twilio-sender';
export { twilioWebhookRoutes } from './twilio-webhooks.routes';

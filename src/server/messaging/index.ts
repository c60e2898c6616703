/** Messages to travellers by WhatsApp or SMS (decision 059): the outbox's worker, Twilio's webhooks, the card's section. */
export { adminPhoneMessagesRoutes } from './admin-messages.routes';
export { startMessageWorker } from './message-worker';
export { twilioSender } from './twilio-sender';
export { twilioWebhookRoutes } from './twilio-webhooks.routes';

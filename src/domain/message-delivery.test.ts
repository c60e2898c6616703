import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  firstChannel,
  isFailedStatus,
  laterStatus,
  mayMessage,
  nextMessageAttemptAt,
} from './message-delivery';

describe('the fallback chain', () => {
  it('sends by SMS after WhatsApp fails, and asks for attention after SMS fails', () => {
    expect(afterFailure('whatsapp', true)).toEqual({ kind: 'send', channel: 'sms' });
    expect(afterFailure('sms', true)).toEqual({ kind: 'attention' });
    expect(afterFailure('whatsapp', false)).toEqual({ kind: 'attention' });
  });

  it('starts on WhatsApp when it is set, else SMS, else nothing', () => {
    expect(firstChannel({ whatsapp: true, sms: true })).toBe('whatsapp');
    expect(firstChannel({ whatsapp: false, sms: true })).toBe('sms');
    expect(firstChannel({ whatsapp: false, sms: false })).toBeNull();
  });

  it('takes failed and undelivered as failures, nothing else', () => {
    expect(isFailedStatus('failed')).toBe(true);
    expect(isFailedStatus('undelivered')).toBe(true);
    expect(isFailedStatus('delivered')).toBe(false);
  });

  it("moves statuses forward only, ignoring words it doesn't know", () => {
    expect(laterStatus('queued', 'delivered')).toBe('delivered');
    expect(laterStatus('delivered', 'sent')).toBe('delivered');
    expect(laterStatus('read', 'delivered')).toBe('read');
    expect(laterStatus('sent', 'failed')).toBe('failed');
    expect(laterStatus('sent', 'bogus')).toBe('sent');
  });

  it('retries after 1, 5, 15 and 60 minutes, then gives up', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(nextMessageAttemptAt(1, now)).toEqual(new Date('2026-03-01T12:01:00Z'));
    expect(nextMessageAttemptAt(4, now)).toEqual(new Date('2026-03-01T13:00:00Z'));
    expect(nextMessageAttemptAt(5, now)).toBeNull();
  });
});

describe('mayMessage', () => {
  const ok = {
    phoneE164: '+529981234567',
    messagesConsentAt: new Date(),
    messagesOptedOutAt: null,
    erasedAt: null,
  };
  it('needs a number, consent, no STOP and no erasure', () => {
    expect(mayMessage(ok)).toBe(true);
    expect(mayMessage({ ...ok, phoneE164: null })).toBe(false);
    expect(mayMessage({ ...ok, messagesConsentAt: null })).toBe(false);
    expect(mayMessage({ ...ok, messagesOptedOutAt: new Date() })).toBe(false);
    expect(mayMessage({ ...ok, erasedAt: new Date() })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { contactMessages, emails } from '../db/schema';

const message = {
  name: 'Ana García',
  email: 'ana@example.com',
  message: 'Do you have child seats?',
  website: '',
};

describe.each(TEST_ENGINES)('the contact form API on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    config: {
      supportEmail: 'help@example.com',
      rateLimits: { bookingsPerHour: 100, lookupsPerHour: 100, contactPerHour: 3 },
    },
  });
  // Each test writes from an address of its own, so the hourly limit of one test does not leak into another.
  let client = 0;
  const send = (payload: object, ip = `203.0.113.${++client}`) =>
    app().inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

  it('stores the message and queues it for the support inbox with reply-to the sender', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await database().db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Ana García',
      email: 'ana@example.com',
      message: 'Do you have child seats?',
    });
    const [mail] = await database().db.select().from(emails);
    expect(mail).toMatchObject({
      kind: 'contact-message',
      toAddress: 'help@example.com',
      replyTo: 'ana@example.com',
      subject: 'Website message from Ana García',
      status: 'pending',
    });
    expect(mail?.textBody).toContain('Do you have child seats?');
  });

  it.each([
    ['no name', { ...message, name: '  ' }],
    ['no e-mail', { ...message, email: '' }],
    ['no message', { ...message, message: '\n' }],
  ])('answers %s with "Please fill in all fields" and stores nothing', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please fill in all fields');
    expect(await database().db.select().from(contactMessages)).toHaveLength(0);
    expect(await database().db.select().from(emails)).toHaveLength(0);
  });

  it('answers a malformed e-mail address with "Invalid email address"', async () => {
    const response = await send({ ...message, email: 'ana-at-example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid email address');
  });

  it('answers a filled honeypot with "Spam detected. Please try again." and sends nothing', async () => {
    const response = await send({ ...message, website: 'https://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Spam detected. Please try again.' });
    expect(await database().db.select().from(emails)).toHaveLength(0);
  });

  it('limits how many messages one client sends in an hour', async () => {
    for (let i = 0; i < 3; i++) expect((await send(message, '198.51.100.9')).statusCode).toBe(201);
    const limited = await send(message, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect((await send(message, '198.51.100.10')).statusCode).toBe(201);
  });
});

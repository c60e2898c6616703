import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS_MS } from '../../../domain/constants';
import { hydratePrerenderedPage, startPrerenderedPage } from '../../../testing/web/prerenderedPage';
import { stopTheClock } from '../../../testing/web/stoppedClock';
import { ContactForm } from './ContactForm';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillAndSend(
  user: ReturnType<typeof userEvent.setup>,
  fields = { name: 'Ana', email: 'ana@example.com', message: 'Do you have baby chairs?' },
) {
  if (fields.name) await user.type(screen.getByLabelText('Name'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.message) await user.type(screen.getByLabelText('Message'), fields.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('contact form', () => {
  it('has labelled fields, an e-mail input of type email, and a honeypot no person meets', () => {
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');

    // Hidden from screen readers (the role query skips aria-hidden), out of the tab order, never autofilled.
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const honeypot = document.querySelector<HTMLInputElement>('[name=website]');
    expect(honeypot?.type).toBe('text');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')?.className).toContain('sr-only');
  });

  it('asks for every field, trimmed, before sending anything', async () => {
    const fetch = stubFetch(async () => json(201, { received: true }));
    const user = userEvent.setup();
    render(<ContactForm />);

    await fillAndSend(user, { name: 'Ana', email: 'ana@example.com', message: '   ' });

    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the e-mail address is not one', async () => {
    stubFetch(async () => json(201, { received: true }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user, { name: 'Ana', email: 'ana.example.com', message: 'Hi' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
  });

  it('says when the message is longer than 5,000 characters, and sends nothing', async () => {
    const fetch = stubFetch(async () => json(201, { received: true }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByLabelText('Message'));
    await user.paste('m'.repeat(5001));
    await fillAndSend(user, { name: 'Ana', email: 'ana@example.com', message: '' });
    expect(screen.getByRole('alert').textContent).toBe('Message must be at most 5,000 characters');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends, shows Sending... on a disabled button, then thanks in place of the form for 5 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);

    await fillAndSend(user);

    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      '/api/contact',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you have baby chairs?',
      website: '',
    });

    // From the answer on, the 5 seconds are counted on a clock only this test moves.
    const clock = stopTheClock();
    answer(json(201, { received: true }));
    await clock.settle();
    const thanks = screen.getByRole('status');
    expect(thanks.textContent).toBe("Thank you for your message! We'll get back to you soon.");
    // Moved by an effect (which Preact runs a frame after the render; act runs it at once).
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('form', { name: 'Contact us' })).toBeNull();

    clock.advance(CONTACT_SUCCESS_MS - 1);
    expect(screen.getByRole('status')).toBe(thanks);
    expect(screen.queryByRole('form', { name: 'Contact us' })).toBeNull();
    clock.advance(1);
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [
      'the server’s error text',
      () => json(400, { error: 'Spam detected. Please try again.' }),
      'Spam detected. Please try again.',
    ],
    [
      'the rate limit’s text',
      () => json(429, { error: 'Too many requests. Please try again later.' }),
      'Too many requests. Please try again later.',
    ],
    [
      'that the service is unavailable when the answer is not JSON',
      () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      'Service temporarily unavailable. Please try again later.',
    ],
    [
      'that sending failed for JSON without an error',
      () => json(500, {}),
      'Failed to send message. Please try again.',
    ],
  ])('shows %s in red, keeping what was typed', async (_case, response, message) => {
    stubFetch(async () => response());
    const user = userEvent.setup();
    render(<ContactForm />);

    await fillAndSend(user);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says "Failed to send message. Please try again." when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message. Please try again.');
  });

  it('sends what a bot put in the honeypot, so the server can refuse it', async () => {
    const fetch = stubFetch(async () => json(400, { error: 'Spam detected. Please try again.' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    const honeypot = document.querySelector('[name=website]') as HTMLInputElement;
    await user.type(honeypot, 'https://spam.example');
    await fillAndSend(user);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).website).toBe('https://spam.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Spam detected. Please try again.');
  });

  it('keeps what was typed into the prerendered form before its script ran', async () => {
    const fetch = stubFetch(async () => json(201, { received: true }));
    // The page as the prerender wrote it, typed into before hydration, as on a slow phone.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const page = startPrerenderedPage();
    const typeInto = (name: string, value: string) => {
      const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`);
      if (!field) throw new Error(`no field ${name}`);
      page.typeInto(field, value);
    };
    typeInto('name', 'Ana');
    typeInto('email', 'ana@example.com');
    typeInto('message', 'Do you have baby chairs?');

    let root: Root | undefined;
    await act(async () => {
      root = hydratePrerenderedPage(container, <ContactForm />);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you have baby chairs?',
    });
    act(() => root?.unmount());
    container.remove();
  });
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SUPPORT_EMAIL } from './accounts';
import { expect, test } from './fixtures';

function contactForm(page: Page) {
  return page.getByRole('contentinfo').getByRole('form', { name: 'Contact us' });
}

async function fill(page: Page, fields: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Message').fill(fields.message);
}

test.describe('the contact form in the footer', () => {
  test('is on every page, the home page included', async ({ page }) => {
    for (const url of ['/', '/terms', '/check-my-booking']) {
      await page.goto(url);
      await expect(contactForm(page)).toBeVisible();
      await expect(contactForm(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    }
  });

  test('asks for every field before sending', async ({ page }) => {
    await page.goto('/');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Message').fill('   ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('sends, thanks for 5 seconds, shows the form again, and the message reaches support', async ({
    page,
    inbox,
  }) => {
    const run = randomUUID().slice(0, 8);
    const sender = { name: `Ana ${run}`, email: `ana-${run}@example.com`, message: `Baby chair for ${run}?` };
    // Holds the request a moment, so the sending state can be seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/contact', async (route) => {
      await released;
      await route.continue();
    });

    // The page's timers run on a clock the test holds: the thanks' five seconds are counted on it.
    await page.clock.install();
    await page.goto('/');
    await fill(page, sender);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    release();

    const thanks = page.getByRole('contentinfo').getByRole('status');
    await expect(thanks).toHaveText("Thank you for your message! We'll get back to you soon.");
    await expect(contactForm(page)).toHaveCount(0);

    await page.clock.runFor(4_900);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(100);
    // The page draws the form again on its next frame, which a paused clock would hold back.
    await page.clock.resume();
    await expect(contactForm(page)).toBeVisible();
    await expect(thanks).toHaveCount(0);
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('');

    const mail = await inbox.waitFor(SUPPORT_EMAIL, new RegExp(run));
    expect(mail.replyTo).toContain(sender.email);
    expect(mail.text).toContain(sender.message);
  });

  test('a filled honeypot is refused as spam', async ({ page }) => {
    await page.goto('/terms');
    // People never see the field; a bot fills it.
    await page.locator('[name=website]').fill('https://spam.example');
    await fill(page, { name: 'Bot', email: 'bot@example.com', message: 'Cheap watches' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('alert')).toHaveText('Spam detected. Please try again.');
  });

  test('says the service is unavailable when the answer is not JSON', async ({ page }) => {
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await page.goto('/');
    await fill(page, { name: 'Ana', email: 'ana@example.com', message: 'Hello' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByRole('alert')).toHaveText(
      'Service temporarily unavailable. Please try again later.',
    );
  });
});

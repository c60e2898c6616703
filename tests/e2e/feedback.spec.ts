import { ATTENTION_REASONS } from '../../src/domain/attention';
import { FEEDBACK_RATINGS, ratingLabel } from '../../src/domain/feedback';
import { PAST_RIDE } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { expect, test } from './fixtures';

/**
 * In the browser: the day after a ride its traveller gets 'How was your transfer?', follows a
 * star link of that e-mail to the feedback page, rates and comments once, and the operator sees the
 * rating on the booking's card, a low one under Needs attention. The ride is the one the e2e server
 * starts with, landed two days ago (scripts/e2e-past-ride.mjs): a booking refuses a date in the past. Its
 * request was sent by the server's scheduler at start, so this test runs once per server start.
 */

const COMMENT = 'The driver was 40 minutes late and the van smelled of smoke.';

test('a traveller rates a ride that is over from the e-mail, once, and the operator sees it', async ({
  signedInAdmin: admin,
  browser,
  inbox,
}) => {
  // Two browsers, a sign-in and axe-core on four states (the dashboard's takes seconds on a busy machine).
  test.setTimeout(90_000);
  const mail = await inbox.waitFor(PAST_RIDE.email, /^How was your transfer\?$/);
  const links = new Map(
    FEEDBACK_RATINGS.map((rating) => {
      const found = new RegExp(`${ratingLabel(rating)}: (http://\\S+/feedback/\\S+\\?rating=${rating})`).exec(
        mail.text,
      );
      return [rating, found ? new URL(found[1] ?? '') : null];
    }),
  );
  expect([...links.values()].every(Boolean), mail.text).toBe(true);
  const twoStars = links.get(2) as URL;
  const bookingId = mail.bookingId;
  expect(bookingId).toMatch(/^[A-Z0-9]{10}$/);

  // The traveller's browser: the '2 stars' link opens the page with two stars chosen.
  const traveller = await browser.newContext();
  const page = await traveller.newPage();
  const token = twoStars.pathname.split('/').pop() ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // No request of the page carries the token in its address or its Referer.
  const leaks: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer ?? '';
    if (request.url().includes('/api/') && request.url().includes(token)) leaks.push(request.url());
    if (referer.includes(token)) leaks.push(`${request.url()} (Referer)`);
  });
  const opened = await page.goto(twoStars.pathname + twoStars.search);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'How was your transfer?' })).toBeVisible();
  await expect(page.getByText(/^Ana, your transfer from Cancun Airport to Tulum on /)).toBeVisible();
  const stars = page.getByRole('group', { name: 'Your rating' });
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(stars.getByRole('radio', { checked: true })).toHaveCount(1);
  // The token leaves the address bar (and the history); a reload of that tab still opens the same answer.
  await expect(page).toHaveURL(/\/feedback\?rating=2$/);
  await page.reload();
  await expect(page.getByText(/^Ana, your transfer from Cancun Airport to Tulum on /)).toBeVisible();
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expectNoSeriousAxeViolations(page, 'the feedback form');

  // The same link open in a second tab, before the answer (a mail preview, or a second click).
  const secondTab = await traveller.newPage();
  await secondTab.goto(twoStars.pathname + twoStars.search);
  await expect(secondTab.getByRole('button', { name: 'Send Feedback' })).toBeVisible();

  await page.getByLabel('Comment (optional)').fill(COMMENT);
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Feedback' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the thank-you state');

  // The link answers once: the tab still showing the form is refused, and so is the link opened again.
  // A visitor clicks the star itself (the radio inside it is for keyboards and screen readers).
  await secondTab.locator('label', { hasText: '5 stars' }).click();
  await expect(secondTab.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await secondTab.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(secondTab.getByRole('alert')).toHaveText('This feedback link has already been used.');
  const fiveStars = links.get(5) as URL;
  await page.goto(fiveStars.pathname + fiveStars.search);
  await expect(page.getByText('This feedback link has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Feedback' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the used link');
  expect(leaks).toEqual([]);
  await traveller.close();

  // The operator: the rating and the comment in the card's history, and the booking under Needs attention.
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, PAST_RIDE.lastName);
  const card = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), bookingId);
  await card.getByText('History').click();
  await expect(card.getByText(`Feedback: 2 stars: “${COMMENT}”`)).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'the card with its feedback');

  await admin.getByRole('button', { name: /^Needs attention \(\d+\)$/ }).click();
  const flagged = bookingCardIn(admin.getByRole('list', { name: 'Bookings that need attention' }), bookingId);
  await expect(flagged.getByRole('list', { name: 'Needs attention because' })).toContainText(
    ATTENTION_REASONS['unhappy-traveller'],
  );
});

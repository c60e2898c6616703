import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { addProvider, linkIn, pay } from './dispatching';
import {
  type BookedTransfer,
  type BookedTransferOptions,
  expect,
  fillQuickForm,
  freshLastName,
  test,
} from './fixtures';
import type { Inbox } from './inbox';

/**
 * Every screen as the traveller, the admin and the provider hold it, on a phone (390x844) and a desktop
 * (1280x800): none wider than the window, no chosen text of a select or total of a table cut by its box,
 * no serious or critical axe-core finding. Each screen's screenshot is attached to the report (CI keeps
 * it). One test per size, each with its data and one signed-in context.
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** What is wrong with the page as it stands: overflow and clipped text, measured in the page. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // The outermost elements past the window's right edge, to say what to fix.
      const scrolled = (element: Element | null): boolean =>
        element !== null &&
        element !== root &&
        (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX) ||
          scrolled(element.parentElement));
      const past = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((element) => !scrolled(element.parentElement))
        .filter(
          (element) =>
            !(
              element.parentElement &&
              element.parentElement.getBoundingClientRect().right > root.clientWidth + 1
            ),
        )
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`);
      problems.push(
        `the document is ${root.scrollWidth} px wide in a ${root.clientWidth} px window (${past.join(', ')})`,
      );
    }
    const canvas = document.createElement('canvas').getContext('2d');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const room = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      );
    };
    const nameOf = (element: HTMLElement) =>
      element.getAttribute('aria-label') ?? element.id ?? element.getAttribute('name') ?? element.tagName;
    const textWidth = (element: HTMLElement, text: string) => {
      if (!canvas) return 0;
      const style = getComputedStyle(element);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    // A select shows its chosen option's text whole (its arrow sits in its right padding), or a shorter
    // text laid over it whole.
    for (const select of document.querySelectorAll('select')) {
      if (!visible(select)) continue;
      const over = getComputedStyle(select.parentElement ?? select, '::after');
      if (
        getComputedStyle(select).webkitTextFillColor === 'rgba(0, 0, 0, 0)' &&
        over.content.startsWith('"')
      ) {
        const shown = over.content.replace(/^"([^"]*)".*$/, '$1');
        const box = (select.parentElement ?? select).clientWidth;
        const inset = Number.parseFloat(over.left) + Number.parseFloat(over.right);
        if (textWidth(select, shown) > box - inset + 1) {
          problems.push(`the select '${select.labels[0]?.textContent?.trim()}' cuts '${shown}'`);
        }
        continue;
      }
      const text = select.selectedOptions[0]?.textContent?.trim() ?? '';
      if (textWidth(select, text) > room(select) + 1) {
        const label = select.labels[0]?.textContent?.trim() ?? nameOf(select);
        problems.push(`the select '${label}' cuts its chosen text '${text}'`);
      }
    }
    // A date and time field shows its whole value (with its picker's icon, about 28 px).
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]')) {
      if (!visible(input) || !input.value) continue;
      const shown = new Date(input.value).toLocaleString('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      if (textWidth(input, shown) + 28 > room(input) + 1) {
        const label = input.labels?.[0]?.textContent?.trim() ?? nameOf(input);
        problems.push(`the field '${label}' cuts its value '${shown}'`);
      }
    }
    // A table's total row: its last cell in the window, and no cell's text wider than the cell.
    for (const row of document.querySelectorAll('tfoot tr')) {
      if (!visible(row)) continue;
      const cells = [...row.querySelectorAll<HTMLElement>('td, th')];
      const last = cells.at(-1);
      if (last) {
        const box = last.getBoundingClientRect();
        if (box.right > root.clientWidth + 1 || box.left < -1) {
          problems.push(`the total '${last.textContent?.trim()}' is out of the window`);
        }
      }
      for (const cell of cells) {
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(`the total cell '${cell.textContent?.trim()}' is cut`);
        }
      }
    }
    return problems;
  });
}

async function axeProblems(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((violation) => `axe ${violation}`);
}

/** Checks the page as it stands, attaches its screenshot, and answers what is wrong, named by screen. */
async function inspect(page: Page, screen: string, testInfo: TestInfo): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const problems = [...(await layoutProblems(page)), ...(await axeProblems(page))];
  await testInfo.attach(screen, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  return problems.map((problem) => `${screen}: ${problem}`);
}

/** Opens a screen and waits for its main heading (a stream or a poll may keep the network busy). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The data the screens show: a paid arrival offered to a provider, a paid one not yet offered, an unpaid one. */
async function seed(
  admin: Page,
  bookedTransfer: (options?: BookedTransferOptions) => Promise<BookedTransfer>,
  inbox: Inbox,
) {
  const company = `Riviera Maya Shuttles ${freshLastName('E2e')}`;
  const dispatchEmail = `dispatch-${randomUUID()}@example.com`;
  const providerPath = await addProvider(admin, company, dispatchEmail);
  const paid = await bookedTransfer({ lastName: freshLastName('Screens'), daysAhead: 3 });
  await pay(admin, paid);
  const unpaid = await bookedTransfer({ lastName: paid.lastName, daysAhead: 20 });
  const undispatched = await bookedTransfer({ lastName: paid.lastName, daysAhead: 4 });
  await pay(admin, undispatched);
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, paid.id);
  const card = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), paid.id);
  await card.getByText('Dispatch', { exact: true }).click();
  await card.getByRole('button', { name: 'Dispatch to Provider' }).click();
  await card.getByLabel('Provider', { exact: true }).selectOption({ label: company });
  await card.getByRole('button', { name: 'Send Offer' }).click();
  await expect(card.getByText(`Offer sent to ${company}`)).toBeVisible();
  const offer = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride offer ${paid.id}: `));
  const ridePath = linkIn(offer, /https?:\/\/\S+\/provider\/rides\/[A-Za-z0-9_-]+/);
  const lookup = `?email=${encodeURIComponent(paid.email)}&lastName=${encodeURIComponent(paid.lastName)}`;
  return { company, providerPath, paid, unpaid, undispatched, ridePath, lookup };
}

// One test per size, each with data of its own, so the two run beside each other.
for (const { name, ...device } of VIEWPORTS) {
  test(`every screen fits the ${name}, cuts no text, and has no serious axe finding`, async ({
    browser,
    signedInAdmin: admin,
    adminSession,
    bookedTransfer,
    inbox,
  }, testInfo) => {
    // About thirty screens, each with axe-core and a full-page screenshot.
    test.setTimeout(300_000);
    const { company, providerPath, paid, unpaid, undispatched, ridePath, lookup } = await seed(
      admin,
      bookedTransfer,
      inbox,
    );
    const { cookies } = JSON.parse(readFileSync(adminSession, 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0];
    };

    const problems: string[] = [];
    const traveller = await browser.newContext(device);
    const page = await traveller.newPage();
    const see = async (screen: string) =>
      problems.push(...(await inspect(page, `${name} ${screen}`, testInfo)));

    await open(page, '/');
    // The quick form with a long choice in each select.
    await page.getByLabel('Service Type').selectOption({ index: 1 });
    await see('home');
    await page.getByLabel('Service Type').selectOption({ index: 0 });
    await see('home, arrival chosen');
    for (const path of [
      '/check-my-booking',
      `/check-my-booking${lookup}`,
      '/terms',
      '/privacy',
      '/no-such-page',
    ]) {
      await open(page, path);
      await see(path.startsWith('/check-my-booking?') ? 'check my booking, found' : path);
    }
    await open(page, `/booking-confirmation/${unpaid.id}`);
    await see('booking confirmation, another browser');
    await open(page, `/manage-booking/${paid.id}`);
    await see('manage booking, asking');
    const checkout = new URL(unpaid.checkoutUrl as string);
    await open(page, checkout.pathname + checkout.search);
    await see('demo checkout');
    await fillQuickForm(page, { serviceType: 'arrival', place: 'Playa del Carmen', passengers: 2 });
    await expect(page.locator('h1').first()).toBeVisible();
    await see('booking details');
    await traveller.close();

    // The provider's page, in a browser of its own.
    const providerContext = await browser.newContext(device);
    const provider = await providerContext.newPage();
    await provider.goto(ridePath);
    await expect(provider.getByRole('heading', { level: 1, name: `Ride ${paid.id}` })).toBeVisible();
    problems.push(...(await inspect(provider, `${name} provider ride`, testInfo)));
    await providerContext.close();

    // Every admin screen, one signed-in context.
    const adminContext = await browser.newContext(device);
    await adminContext.addCookies(cookies);
    const screens = await adminContext.newPage();
    const seeAdmin = async (screen: string) =>
      problems.push(...(await inspect(screens, `${name} admin ${screen}`, testInfo)));
    for (const path of [
      '/admin/manifest',
      '/admin/dispatch',
      `/admin/dispatch?day=${paid.flightDate}`,
      '/admin/reports',
      '/admin/prices',
      '/admin/providers',
      providerPath,
      '/admin/meeting-points',
      '/admin/accounts',
      '/admin/security',
      '/admin/backups',
      '/admin/privacy',
      '/admin/system',
    ]) {
      await open(screens, path);
      await seeAdmin(path);
    }
    await open(screens, '/admin/dashboard');
    await searchDashboard(screens, unpaid.lastName);
    const unpaidCard = bookingCardIn(screens.getByRole('list', { name: 'Bookings' }), unpaid.id);
    await expect(unpaidCard).toBeVisible();
    await seeAdmin('dashboard');
    const paidCard = bookingCardIn(screens.getByRole('list', { name: 'Bookings' }), paid.id);
    await paidCard.getByText('Dispatch', { exact: true }).click();
    await expect(paidCard.getByText(`Offer sent to ${company}`)).toBeVisible();
    await seeAdmin('dashboard, dispatch open');
    // The offer's form, a long company name chosen: 'Respond By' and the provider whole.
    const freshCard = bookingCardIn(screens.getByRole('list', { name: 'Bookings' }), undispatched.id);
    await freshCard.getByText('Dispatch', { exact: true }).click();
    await freshCard.getByRole('button', { name: 'Dispatch to Provider' }).click();
    await freshCard.getByLabel('Provider', { exact: true }).selectOption({ label: company });
    await seeAdmin('dashboard, offer form');
    await adminContext.close();
    expect(problems).toEqual([]);
  });
}

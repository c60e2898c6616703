// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slow-down) on every public
// page and on its twin (scripts/lighthouse/twin.ts: the same HTML with its scripts removed, compressed and
// served with the same headers), three runs each, alternating page and twin so both see the same moments of
// the machine's load; medians printed, the page above its twin, then the difference. Builds the web app if it is missing or stale, starts the built
// server on a free port with a fresh embedded database, books one transfer (for its confirmation page) and
// drives Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default) through puppeteer-core: nothing
// downloads a browser. The page-speed figures; not a test (they move with the machine's load).
//
//   npm run lighthouse                      every page, 3 runs
//   npm run lighthouse -- --runs 1 / /terms one run of the pages named (by their label below)
//   npm run lighthouse -- --why             also list the audits that cost each page points
//   npm run lighthouse -- --save DIR        also write each run's report (JSON) into DIR
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { arrivalRequest } from '../src/testing/server/booking-fixtures.ts';
import { startServerProcess, waitUntilReady } from '../src/testing/server/server-process.ts';
import { startTwinServer } from './lighthouse/twin.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const optionValues = new Set([runsAt + 1, args.indexOf('--save') + 1].filter((index) => index > 0));
const onlyPages = args.filter((arg, index) => !arg.startsWith('--') && !optionValues.has(index));
const WHY = args.includes('--why');
const saveAt = args.indexOf('--save');
const SAVE_DIR = saveAt >= 0 ? args[saveAt + 1] : undefined;

const built = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/build-if-missing.ts')],
  {
    stdio: 'inherit',
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
const traveller = { firstName: 'Ana', lastName: 'Lopez', email: 'lighthouse@example.com' };

/** What the quick form leaves in session storage for /booking (src/web/features/booking/draftStorage.ts). */
const draft = {
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 2,
  hasBulkyLuggage: false,
  totalPrice: 0,
  pickupHours: 3,
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
const server = startServerProcess({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
let browser;
let twin;
try {
  await waitUntilReady(server);
  twin = await startTwinServer(server.url);
  const booked = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(arrivalRequest({ flightDate: inAMonth, ...traveller })),
  });
  if (booked.status !== 201) throw new Error(`could not book the transfer to show: ${booked.status}`);
  const { booking } = await booked.json();
  // The pass the booking's answer gives the browser that booked (docs/decisions/042): with it, the server
  // renders the confirmation page with the booking, as it does for the traveller after the checkout.
  const pass = /^([^=]+)=([^;]*);.*\bPath=([^;]+)/i.exec(booked.headers.get('set-cookie') ?? '');
  if (!pass) throw new Error('the booking answered without the pass of the browser that booked');
  const [, passName, passValue, passPath] = pass;

  /** label, path, and what this browser holds before the page loads (storage the app reads, a cookie). */
  const PAGES = [
    { label: '/', path: '/' },
    { label: '/booking', path: '/booking', session: { bookingDraft: JSON.stringify(draft) } },
    { label: '/check-my-booking', path: '/check-my-booking' },
    {
      label: '/booking-confirmation',
      path: `/booking-confirmation/${booking.id}`,
      local: {
        lastBooking: JSON.stringify({ id: booking.id, ...traveller }),
        bookingEmail: traveller.email,
        bookingLastName: traveller.lastName,
      },
      cookie: { name: passName, value: passValue, path: passPath },
    },
    { label: '/terms', path: '/terms' },
    { label: '/privacy', path: '/privacy' },
    { label: '/admin', path: '/admin' },
    { label: '(404)', path: '/no-such-page' },
  ].filter((page) => onlyPages.length === 0 || onlyPages.includes(page.label));

  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });

  console.log(
    `Lighthouse ${RUNS} run(s) per page and per twin, alternating, mobile preset; ${server.url}, twin ${twin.url}; ` +
      `load average before: ${load()}\n` +
      'Median of the runs. JS/CSS: bytes transferred for scripts and style sheets during the page load.\n' +
      "'  twin': the same HTML without its scripts, served the same way; '  diff': the page's median minus the twin's.",
  );
  const header = [
    'page'.padEnd(22),
    'perf',
    'a11y',
    'b-p',
    'seo',
    '   LCP',
    '   FCP',
    '  TBT',
    '  CLS',
    'blocking',
    '  JS KB',
    ' CSS KB',
  ].join('  ');
  console.log(header);

  for (const page of PAGES) {
    const runs = { app: [], twin: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Page, then twin: each pair runs in the same few seconds of the machine's load.
      for (const [side, origin] of [
        ['app', server.url],
        ['twin', twin.url],
      ]) {
        const result = await audit(page, origin);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          const name = `${page.label.replace(/[^a-z0-9-]+/gi, '_')}-${side}-${run + 1}.json`;
          writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result, null, 1));
        }
        runs[side].push(figuresOf(result));
      }
    }
    const app = printRow(page.label, runs.app);
    if (WHY) for (const line of new Set(runs.app.flatMap((run) => run.lost))) console.log(`    ${line}`);
    const bare = printRow('  twin', runs.twin);
    printDifference(app, bare);
    console.log(`  (load average ${load()})`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser?.close();
  await twin?.close();
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** One Lighthouse run of `page` at `origin` in a fresh tab holding the page's storage; its report. */
async function audit(page, origin) {
  const tab = await browser.newPage();
  // A cookie is the host's whatever the port: the twin's server forwards it to the app, as the app gets it.
  if (page.cookie) {
    await tab.setCookie({ ...page.cookie, domain: '127.0.0.1', httpOnly: true, sameSite: 'Lax' });
  }
  // Runs before the app's scripts on every document of the tab, after Lighthouse resets storage.
  await tab.evaluateOnNewDocument(
    (session, local) => {
      if (location.protocol !== 'http:') return;
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    },
    page.session ?? {},
    page.local ?? {},
  );
  const result = await lighthouse(
    `${origin}${page.path}`,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The Page Not Found page answers 404 on purpose; Lighthouse would refuse to audit it.
      ignoreStatusCode: true,
    },
    undefined,
    tab,
  );
  await tab.close();
  if (!result) throw new Error(`Lighthouse gave no result for ${origin}${page.path}`);
  return result.lhr;
}

function figuresOf(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const bytesOf = (type) =>
    (lhr.audits['resource-summary']?.details?.items ?? [])
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + item.transferSize, 0);
  const blocking = lhr.audits['render-blocking-insight']?.details?.items?.length ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    blocking,
    js: bytesOf('script'),
    css: bytesOf('stylesheet'),
    lost: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id} ${lhr.audits[ref.id].displayValue ?? ''}`.trim()),
    ),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Prints the medians of `runs` as one row; returns them. */
function printRow(label, runs) {
  const m = (key) => median(runs.map((run) => run[key]));
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(6);
  console.log(
    [
      label.padEnd(22),
      String(m('performance')).padStart(4),
      String(m('accessibility')).padStart(4),
      String(m('bestPractices')).padStart(3),
      String(m('seo')).padStart(3),
      seconds(m('lcp')),
      seconds(m('fcp')),
      `${Math.round(m('tbt'))} ms`.padStart(5),
      m('cls').toFixed(3).padStart(5),
      String(m('blocking')).padStart(8),
      (m('js') / 1024).toFixed(1).padStart(7),
      (m('css') / 1024).toFixed(1).padStart(7),
    ].join('  '),
  );
  return Object.fromEntries(
    ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'js'].map((key) => [key, m(key)]),
  );
}

/** The page's medians minus its twin's, in the columns the page-speed targets name. */
function printDifference(app, twin) {
  const signed = (value, text) => `${value > 0 ? '+' : value < 0 ? '-' : ' '}${text(Math.abs(value))}`;
  console.log(
    [
      '  diff'.padEnd(22),
      signed(app.performance - twin.performance, String).padStart(4),
      signed(app.accessibility - twin.accessibility, String).padStart(4),
      ''.padStart(3),
      ''.padStart(3),
      signed(app.lcp - twin.lcp, (ms) => `${(ms / 1000).toFixed(2)}s`).padStart(6),
      ''.padStart(6),
      signed(app.tbt - twin.tbt, (ms) => `${Math.round(ms)}ms`).padStart(5),
      signed(app.cls - twin.cls, (value) => value.toFixed(3)).padStart(5),
      ''.padStart(8),
      signed((app.js - twin.js) / 1024, (kb) => kb.toFixed(1)).padStart(7),
    ].join('  '),
  );
}

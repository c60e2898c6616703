// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slow-down) on every public
// page and on its twin (scripts/lighthouse/twin.ts: the same HTML with its scripts removed, compressed and
// served with the same headers), three runs each, alternating page and twin so both see the same moments of
// the machine's load; medians printed, the page above its twin, then the difference. Builds the web app if it is missing or stale, starts the built
// server on a free port with a fresh embedded database, books one transfer (for its confirmation page) and
// drives Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default) through puppeteer-core: nothing
// downloads a browser. The page-speed figures; not a test (they move with the machine's load).
// Then the signed-in screens and the provider's page (scripts/lighthouse/signed-in-*.ts): the server is
// seeded through its API with 60 paid rides of one day, a provider and offers, the admin signed in; the
// dashboard (50 cards) and the dispatch board (60 rides) are measured in Lighthouse timespans (total
// blocking time of the load and of opening a card, the opening's interaction to next paint), the
// provider's page of an offered ride on the mobile preset (score, LCP), each beside its target.
//
//   npm run lighthouse                      every page, 3 runs
//   npm run lighthouse -- --runs 1 / /terms one run of the pages named (by their label below)
//   npm run lighthouse -- --why             also list the audits that cost each page points
//   npm run lighthouse -- --save DIR        also write each run's report (JSON) into DIR
//   npm run lighthouse -- --signed-in       only the signed-in screens and the provider's page
//   npm run lighthouse -- dashboard board provider   the same parts by their labels (with pages or alone)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DISPATCH_TEXTS } from '../src/domain/dispatch.ts';
import { arrivalRequest } from '../src/testing/server/booking-fixtures.ts';
import { startServerProcess, waitUntilReady } from '../src/testing/server/server-process.ts';
import { startSmtpInbox } from '../src/testing/server/smtp-inbox.ts';
import { markWhenRideShown, RIDE_SHOWN } from './lighthouse/ride-shown.ts';
import { boardScreen, dashboardScreen, measureScreen } from './lighthouse/signed-in-runs.ts';
import { LIGHTHOUSE_ADMIN, RIDES, seedSignedInData } from './lighthouse/signed-in-seed.ts';
import { nodeLabelIn, userTimingIn, verdict } from './lighthouse/targets.ts';
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
const SIGNED_IN_ONLY = args.includes('--signed-in');
const wanted = (label) => onlyPages.length === 0 || onlyPages.includes(label);
/** The parts after the public pages, by their labels. */
const SIGNED_IN_PARTS = ['dashboard', 'board', 'provider'].filter(wanted);
/** Targets of the signed-in screens (ms) and of the provider's page. */
const TARGETS = { tbt: 200, inp: 200, providerScore: 95, providerPaint: 1500 };
const DASHBOARD_CARDS = 50;

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
// The signed-in parts need an admin, mail delivered to read the provider's links from, and 60 bookings
// from this one address.
const inbox = SIGNED_IN_PARTS.length > 0 ? await startSmtpInbox() : undefined;
const signedInEnv = inbox
  ? {
      ADMIN_EMAIL: LIGHTHOUSE_ADMIN.email,
      ADMIN_PASSWORD: LIGHTHOUSE_ADMIN.password,
      SMTP_URL: inbox.url,
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1000',
    }
  : {};
const server = startServerProcess({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...signedInEnv } });
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
  ].filter((page) => !SIGNED_IN_ONLY && wanted(page.label));

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

  if (PAGES.length > 0) await publicPages(PAGES);
  if (inbox) await signedInParts();
  console.log(`load average after: ${load()}`);
} finally {
  await browser?.close();
  await twin?.close();
  server.kill('SIGTERM');
  await server.exited;
  await inbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The public pages, each beside its twin. */
async function publicPages(PAGES) {
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
}

/** The operator's signed-in screens and the provider's page, on data seeded through the API. */
async function signedInParts() {
  const seeded = performance.now();
  const data = await seedSignedInData(server.url, inbox);
  console.log(
    `\nSigned in: ${RIDES} paid rides on ${data.day}, a provider, offers, seeded through the API in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s; load average ${load()}`,
  );
  const screens = [
    wanted('dashboard') ? dashboardScreen(DASHBOARD_CARDS) : undefined,
    wanted('board') ? boardScreen(data.day, RIDES) : undefined,
  ].filter(Boolean);
  if (screens.length > 0) {
    console.log(
      `Lighthouse timespans (desktop settings, no throttling), ${RUNS} run(s), median. load TBT: loading the ` +
        "screen until its rows show; open TBT and INP: opening a card (the dashboard's 'More details', the " +
        "board's booking link to its card); shown: the click to the card shown.",
    );
    console.log(
      ['screen'.padEnd(24), 'load TBT'.padEnd(18), 'open TBT'.padEnd(18), 'INP'.padEnd(18), '  shown'].join(
        '  ',
      ),
    );
  }
  for (const screen of screens) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureScreen(browser, server.url, data.session, screen));
    }
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      [
        screen.label.padEnd(24),
        verdict(m('loadTbt'), TARGETS.tbt, 'ms').padEnd(18),
        verdict(m('openTbt'), TARGETS.tbt, 'ms').padEnd(18),
        verdict(m('inp'), TARGETS.inp, 'ms').padEnd(18),
        `${Math.round(m('shown'))} ms`.padStart(7),
      ].join('  '),
    );
    console.log(`  (load average ${load()})`);
  }
  if (!wanted('provider')) return;
  // The preset as it is (simulated slow 4G) gives the score; the same preset applied to the browser for real
  // (devtools throttling) gives the moment the page itself marks the ride and its buttons shown, which a
  // simulation cannot place.
  const path_ = `/provider/rides/${data.offeredToken}`;
  const simulated = { label: 'provider', path: path_ };
  const applied = {
    label: 'provider',
    path: path_,
    flags: { throttlingMethod: 'devtools' },
    beforeScripts: [markWhenRideShown, RIDE_SHOWN, [DISPATCH_TEXTS.acceptRide, DISPATCH_TEXTS.declineRide]],
  };
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await audit(simulated, server.url);
    const observed = await audit(applied, server.url);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(path.join(SAVE_DIR, `provider-${run + 1}.json`), JSON.stringify(result, null, 1));
      writeFileSync(
        path.join(SAVE_DIR, `provider-devtools-${run + 1}.json`),
        JSON.stringify(observed, null, 1),
      );
    }
    runs.push({
      ...figuresOf(result),
      lcpElement: nodeLabelIn(result.audits['lcp-breakdown-insight']?.details) ?? '?',
      shown: userTimingIn(observed.audits['user-timings']?.details, RIDE_SHOWN) ?? Number.NaN,
      observedLcp: figuresOf(observed).lcp,
      observedPerformance: figuresOf(observed).performance,
    });
  }
  const m = (key) => median(runs.map((run) => run[key]));
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nThe provider's page of an offered ride, Lighthouse's mobile preset (slow 4G, 4x CPU), ${RUNS} run(s) each way, median:\n` +
      `  simulated: performance ${m('performance')} (target >= ${TARGETS.providerScore} ${m('performance') >= TARGETS.providerScore ? 'ok' : 'UNDER'})` +
      `  LCP ${seconds(m('lcp'))}  FCP ${seconds(m('fcp'))}  TBT ${Math.round(m('tbt'))} ms  JS ${(m('js') / 1024).toFixed(1)} KB\n` +
      `  applied:   the ride and its buttons shown at ${seconds(m('shown'))} (target < ${TARGETS.providerPaint / 1000} s ${m('shown') < TARGETS.providerPaint ? 'ok' : 'OVER'})` +
      `  LCP ${seconds(m('observedLcp'))}  performance ${m('observedPerformance')}\n` +
      `  largest paint (simulated) of each run: ${runs.map((run) => JSON.stringify(run.lcpElement)).join(', ')}`,
  );
  if (WHY) for (const line of new Set(runs.flatMap((run) => run.lost))) console.log(`    ${line}`);
  console.log(`  (load average ${load()})`);
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
  if (page.beforeScripts) await tab.evaluateOnNewDocument(...page.beforeScripts);
  const result = await lighthouse(
    `${origin}${page.path}`,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The Page Not Found page answers 404 on purpose; Lighthouse would refuse to audit it.
      ignoreStatusCode: true,
      ...page.flags,
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

/**
 * The median of the runs that gave the figure: a run where Lighthouse measured nothing (NaN) is left out
 * rather than sorted among the numbers, where it would land anywhere; NaN only when no run gave it.
 */
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
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

// The server the browser tests drive: an up-to-date build of the web app, an empty embedded database, and a
// real SMTP server (smtp-server) that writes every message it receives as JSON into E2E_MAIL_DIR, where
// the tests' `inbox` fixture reads it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The build a CI run made beside its lint is reused; a stale or missing one is built (build-if-missing.ts).
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-missing.ts'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR must be set (playwright.config.ts sets it)');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const message = {
          to: mail.to ? [mail.to].flat().map((address) => address.text) : [],
          from: mail.from?.text ?? '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          bookingId: String(mail.headers.get('x-booking-id') ?? ''),
          // Text files only (the ride's calendar entry), kept as text for the tests to read.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: file.content.toString('utf8'),
          })),
        };
        // Written aside, then renamed: a test reading the folder never sees half a file.
        const file = path.join(mailDir, `${Date.now()}-${received}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(message));
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

// Accounts besides the ADMIN_EMAIL admin (which the server ensures at start), added with the CLI an
// operator uses. Before the server starts: the embedded database's folder is locked while it runs.
const users = [
  [process.env.E2E_STAFF_EMAIL, process.env.E2E_STAFF_PASSWORD, 'staff'],
  [process.env.E2E_RESET_ADMIN_EMAIL, process.env.E2E_RESET_ADMIN_PASSWORD, 'admin'],
];
for (const [email, password, role] of users) {
  if (!email || !password) continue;
  // `npm run user`'s own command, without npm's start-up.
  const added = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli/user.ts',
      'add',
      '--email',
      email,
      '--password',
      password,
      '--role',
      role,
    ],
    { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
  );
  if (added.status !== 0) process.exit(added.status ?? 1);
}
// Rides that are over, for the feedback and Personal Data journeys: see scripts/e2e-past-ride.mjs.
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-past-ride.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  // The peer above offers no STARTTLS (it is on this host): the explicit opt-out of SMTP_URL.
  env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?tls=off` },
});
const stop = (signal) => {
  server.kill(signal);
  smtp.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
